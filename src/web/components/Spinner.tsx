/** A small spinning ring; decorative (pair it with text or a role=status container). */
export function Spinner({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`animate-spin motion-reduce:animate-none ${className}`} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity=".2" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A full-area loading message, announced politely to screen readers. */
export function LoadingState({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 text-sm text-slate-500 dark:text-slate-400 ${fullScreen ? "min-h-screen" : "min-h-[40vh]"}`}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

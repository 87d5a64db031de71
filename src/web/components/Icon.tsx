import type { NavIconName } from "../lib/nav.ts";

export type IconName =
  | NavIconName
  | "menu"
  | "close"
  | "search"
  | "bell"
  | "sun"
  | "moon"
  | "monitor"
  | "logout"
  | "user"
  | "chevrons-left"
  | "chevrons-right"
  | "chevron-right"
  | "mail"
  | "alert"
  | "check"
  | "arrow-left"
  | "inbox"
  | "clock"
  | "printer"
  | "share"
  | "download"
  | "copy"
  | "expand";

/** Stroke paths (24×24 viewBox, round caps) drawn for each icon; original simple shapes, no icon library. */
const PATHS: Record<IconName, readonly string[]> = {
  home: ["M3 10.5 12 3l9 7.5", "M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5"],
  clipboard: ["M9 4h6v3H9z", "M9 5.5H6.5A1.5 1.5 0 0 0 5 7v12.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V7a1.5 1.5 0 0 0-1.5-1.5H15", "m9 14 2 2 4-4"],
  chart: ["M4 20h16", "M7 16v-5", "M12 16V8", "M17 16v-8"],
  file: ["M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z", "M14 3v5h5", "M9 13h6", "M9 17h6"],
  users: [
    "M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20",
    "M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7",
    "M20 20v-1.5a3.5 3.5 0 0 0-2.5-3.35",
    "M15.5 4.15a3.5 3.5 0 0 1 0 6.7",
  ],
  circles: ["M12 9.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8", "M7 18.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8", "M17 18.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8"],
  briefcase: ["M4 8h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1", "M9 8V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V8", "M3 13h18"],
  layers: ["m12 3 9 5-9 5-9-5z", "m3 13 9 5 9-5", "m3 17 9 5 9-5"],
  pie: ["M12 3a9 9 0 1 0 9 9h-9z", "M15 3.5A9 9 0 0 1 20.5 9H15z"],
  target: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18", "M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8", "M12 12.01V12"],
  flask: ["M9 3h6", "M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3", "M7 15h10"],
  refresh: ["M20 11a8 8 0 0 0-14.3-4.9L4 8", "M4 3v5h5", "M4 13a8 8 0 0 0 14.3 4.9L20 16", "M20 21v-5h-5"],
  activity: ["M3 12h4l3-8 4 16 3-8h4"],
  "id-card": ["M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1", "M9 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4", "M5.5 16a3.5 3.5 0 0 1 7 0", "M15 9.5h3", "M15 13h3"],
  megaphone: ["M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1", "M18 9a3 3 0 0 1 0 6", "M7 15l1.5 5"],
  shield: ["M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z", "m9 12 2 2 4-4"],
  settings: [
    "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6",
    "M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1",
  ],
  menu: ["M4 6h16", "M4 12h16", "M4 18h16"],
  close: ["M6 6l12 12", "M18 6 6 18"],
  search: ["M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14", "m20 20-3.5-3.5"],
  bell: ["M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9", "M10.3 21a1.94 1.94 0 0 0 3.4 0"],
  sun: ["M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8", "M12 2v2", "M12 20v2", "m4.9 4.9 1.4 1.4", "m17.7 17.7 1.4 1.4", "M2 12h2", "M20 12h2", "m6.3 17.7-1.4 1.4", "m19.1 4.9-1.4 1.4"],
  moon: ["M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5"],
  monitor: ["M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1", "M8 20h8", "M12 16v4"],
  user: ["M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8", "M4 21a8 8 0 0 1 16 0"],
  logout: ["M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4", "m16 17 5-5-5-5", "M21 12H9"],
  "chevrons-left": ["m11 17-5-5 5-5", "m18 17-5-5 5-5"],
  "chevrons-right": ["m6 17 5-5-5-5", "m13 17 5-5-5-5"],
  "chevron-right": ["m9 18 6-6-6-6"],
  mail: ["M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1", "m3 7 9 6 9-6"],
  alert: ["M12 3 2 20h20z", "M12 10v4", "M12 17h.01"],
  check: ["m5 12 5 5 9-10"],
  "arrow-left": ["M19 12H5", "m12 19-7-7 7-7"],
  clock: ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18", "M12 7v5l3 2"],
  printer: ["M7 9V3h10v6", "M7 18H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2", "M7 14h10v7H7z"],
  share: ["M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6", "M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6", "M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6", "m8.6 13.5 6.8 4", "m15.4 6.5-6.8 4"],
  download: ["M12 3v12", "m7 10 5 5 5-5", "M5 21h14"],
  expand: ["M15 3h6v6", "M9 21H3v-6", "m21 3-7 7", "m3 21 7-7"],
  copy: ["M9 9h11v11H9z", "M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1"],
  inbox: ["M22 12h-6l-2 3h-4l-2-3H2", "M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1"],
};

/** A decorative line icon (aria-hidden); give the surrounding button or link its accessible name. */
export function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

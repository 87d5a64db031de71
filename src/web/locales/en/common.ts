/** Words many screens share: actions, states, errors. */
export default {
  actions: {
    cancel: "Cancel",
    close: "Close",
    retry: "Retry",
    save: "Save",
    undo: "Undo",
  },
  states: {
    loading: "Loading…",
  },
} as const;

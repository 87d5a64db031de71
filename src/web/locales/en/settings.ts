/** The settings page: profile, appearance and the organization's settings. */
export default {
  profile: {
    title: "Profile",
    description: "Your account details. Editing your profile isn't available yet.",
    name: "Name",
    email: "Email",
    organization: "Organization",
    role: "Role",
    sessionExpires: "Session expires",
    noOrganization: "None yet",
    empty: "—",
  },
  appearance: {
    title: "Appearance",
    description: "Choose how Facetwise looks on this device.",
    theme: "Theme",
    light: { label: "Light", hint: "Always light" },
    dark: { label: "Dark", hint: "Always dark" },
    system: { label: "System", hint: "Follows your device" },
  },
  organization: {
    title: "Assessments in {{organization}}",
    description: "What people see while they answer. Only admins can change this.",
    showTags: "Show what each question measures",
    showTagsHint:
      "Shows the trait, facet and pillar tags (for example “Neuroticism · Anxiety”) above each question. Off by default: knowing what a statement measures changes how people answer it.",
    on: "On",
    off: "Off",
    loading: "Loading…",
    saving: "Saving…",
    failed: "Couldn't save: {{message}}",
    loadFailed: "Couldn't load the organization's settings: {{message}}",
    adminsOnly: "Only admins can change this.",
  },
} as const;

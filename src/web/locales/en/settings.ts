/** The settings page: profile and appearance. */
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
} as const;

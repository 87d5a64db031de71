/** The full page a member of a suspended organization sees (app/SuspendedNotice.tsx, loaded only then). */
export default {
  title: "{{organization}} is suspended",
  body: "The Facetwise operator suspended this organization on {{since}}. Nothing has been deleted: everything comes back as it was when it is activated again.",
  reasonLabel: "Reason given",
  contact: "Contact the operator, or your organization's admin, to have it activated.",
  signOut: "Sign out",
};

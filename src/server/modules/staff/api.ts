/**
 * What other parts of the server may ask the staff module: the first-start seed's demo platform admin and CEO (and
 * the CEO's development password), and the platform role of an address (the CEO login admits staff only).
 */
export { DEMO_STAFF, DEMO_CEO_EMAIL, demoCeoPassword, seedDemoStaff } from "./demo.ts";
export { StaffService, platformRoleOfEmail, type StaffChangeBy, type StaffTarget } from "./service.ts";

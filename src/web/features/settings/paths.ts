/** The path of the signed-in person's own profile. */
export const PROFILE_PATH = "/dashboard/profile";

import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const LoginPage = lazyPage(() => import("./LoginPage.tsx"), "LoginPage");
const SignupPage = lazyPage(() => import("./SignupPage.tsx"), "SignupPage");
const AuthCallbackPage = lazyPage(() => import("./AuthCallbackPage.tsx"), "AuthCallbackPage");
const InvitePage = lazyPage(() => import("./InvitePage.tsx"), "InvitePage");
const CeoLoginPage = lazyPage(() => import("./CeoLoginPage.tsx"), "CeoLoginPage");

/** Signing in and up with a magic link, the page the link lands on, the page of an invitation's link, and the CEO Dashboard Login. */
export const feature: FeatureRoutes = {
  pages: [
    { path: "/login", element: <LoginPage /> },
    { path: "/signup", element: <SignupPage /> },
    { path: "/auth/callback", element: <AuthCallbackPage /> },
    { path: "/invite/:token", element: <InvitePage /> },
    { path: "/ceo/login", element: <CeoLoginPage /> },
  ],
};

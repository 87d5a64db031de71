import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const LoginPage = lazyPage(() => import("./LoginPage.tsx"), "LoginPage");
const SignupPage = lazyPage(() => import("./SignupPage.tsx"), "SignupPage");
const AuthCallbackPage = lazyPage(() => import("./AuthCallbackPage.tsx"), "AuthCallbackPage");

/** Signing in and up with a magic link, and the page the link lands on. */
export const feature: FeatureRoutes = {
  pages: [
    { path: "/login", element: <LoginPage /> },
    { path: "/signup", element: <SignupPage /> },
    { path: "/auth/callback", element: <AuthCallbackPage /> },
  ],
};

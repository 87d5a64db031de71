/** The sign-in pages: login, signup, the magic-link form and the callback. */
export default {
  layout: {
    brand: "Facetwise",
    tagline: "Understand the people behind the work.",
    points: {
      bigFive: {
        title: "The Big Five, in depth",
        text: "Openness, conscientiousness, extraversion, agreeableness and neuroticism, across 30 facets.",
      },
      leadership: {
        title: "Leadership and 360 feedback",
        text: "Executive competencies, derailment risks and views from managers, peers and reports.",
      },
      organization: {
        title: "Clear for the whole organization",
        text: "Results people can read, and analytics leaders can act on.",
      },
    },
    footnote: "Personality and leadership assessments for organizations.",
    homeLink: "Facetwise home",
    agreement: "By continuing you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>.",
  },
  login: {
    documentTitle: "Sign in",
    title: "Sign in to Facetwise",
    subtitle: "Enter your work email and we'll send you a link to sign in. No password needed.",
    newHere: "New to Facetwise? <signup>Create an account</signup>",
    demo: "Demo: sign in as <email>{{email}}</email>, then open the dev mailbox at <mailbox>/dev/mailbox</mailbox> and follow the link.",
  },
  signup: {
    documentTitle: "Create account",
    title: "Create your account",
    subtitle: "All we need is your email. We'll send you a link to finish signing up.",
    haveAccount: "Already have an account? <login>Sign in</login>",
  },
  form: {
    email: "Email address",
    emailPlaceholder: "you@company.com",
    send: "Send magic link",
    create: "Create account",
    sending: "Sending magic link…",
    sent: "Magic link sent!",
    checkEmail: "Check your email for a magic link to sign in.",
    loginFailed: "Login failed",
    signupFailed: "Signup failed",
  },
  callback: {
    documentTitle: "Signing in",
    signingIn: "Signing you in…",
    backToLogin: "Back to sign in",
    cantUse: "This sign-in link can't be used",
    notCompleted: "This sign-in link could not be completed",
    noSession: "We couldn't find a session after following the link. Please request a new magic link and try again.",
    error: {
      expired: "This sign-in link has expired or has already been used. Links work once and only for a short time.",
      noAccount: "There is no account for this email address. Create an account first, or sign in with another email.",
      rateLimited: "Too many sign-in attempts. Please wait a moment and request a new link.",
      other: "This sign-in link could not be used. Please request a new one.",
    },
  },
} as const;

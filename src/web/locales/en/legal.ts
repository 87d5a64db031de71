/** The Terms of Service and the Privacy Policy. */
export default {
  layout: {
    homeLink: "Facetwise home",
    nav: "Legal",
    terms: "Terms",
    privacy: "Privacy",
    back: "Back to Facetwise",
    updated: "Last updated {{date}}",
  },
  privacy: {
    title: "Privacy Policy",
    updated: "22 November 2026",
    intro:
      "This policy explains what personal data Facetwise handles, why, and the choices you have. Assessment results are personal and can be sensitive, so we collect only what the service needs and keep it within your organization.",
    responsible: {
      title: "Who is responsible",
      body: "When your organization invites you to Facetwise, it decides why and how your data is used and is the controller of that data; we process it on the organization's behalf and under its instructions. For accounts created without an organization, we are the controller.",
    },
    collect: {
      title: "What we collect",
      account: "<b>Account details:</b> your name, email address, the organization you belong to and your role.",
      assessment: "<b>Assessment data:</b> your answers, timings used to check response quality, and the scores, percentiles and reports calculated from them.",
      feedback: "<b>Feedback:</b> 360 ratings and comments you give or receive.",
      technical: "<b>Technical data:</b> sign-in times, IP address and browser type in security logs, and the emails we send you (such as sign-in links).",
    },
    cookies: {
      title: "Cookies and local storage",
      body: "We use one essential cookie to keep you signed in. It is HttpOnly (scripts on the page cannot read it) and expires when your session ends. Your browser's local storage remembers display preferences such as the theme and whether the sidebar is collapsed. We do not use advertising or cross-site tracking cookies.",
    },
    use: {
      title: "How we use it",
      signIn: "To sign you in and keep your account secure.",
      deliver: "To deliver assessments, calculate results and show them to you and to the people your organization authorizes.",
      analytics: "To produce aggregated analytics for your organization.",
      reliability: "To keep the service reliable, investigate misuse and meet legal obligations.",
      noSale: "We do not sell personal data, and we do not use your results to train models for other customers.",
    },
    access: {
      title: "Who can see your results",
      body: "You can see your own results. Within your organization, access follows roles set by its administrators. 360 feedback is shown in rater groups, and groups too small to protect anonymity are combined or hidden. Organization analytics use aggregated figures.",
    },
    sharing: {
      title: "Sharing",
      body: "We share data only with service providers that help us run Facetwise, such as hosting and email delivery, under contracts that require them to protect it and use it only for us, or when the law requires it.",
    },
    retention: {
      title: "How long we keep it",
      body: "We keep data while your account or your organization's subscription is active. After closure it is deleted or anonymized within 90 days, apart from records we must keep by law. Security logs are kept for a limited period.",
    },
    security: {
      title: "Security",
      body: "Data is encrypted in transit, access is limited by role and organization, and every request is checked against the organization it belongs to.",
    },
    rights: {
      title: "Your rights",
      body: "Depending on where you live, you may ask to access, correct, export or delete your personal data, object to or restrict its use, and complain to a data protection authority. If your organization invited you, send your request to its administrator; we will help them answer it.",
    },
    changes: {
      title: "Changes and contact",
      body: "We will update the date above when this policy changes and tell you about significant changes. Questions can go to your organization's Facetwise administrator or to us using the contact details in your organization's agreement. See also our <terms>Terms of Service</terms>.",
    },
  },
  terms: {
    title: "Terms of Service",
    updated: "22 November 2026",
    intro:
      "These terms govern your use of Facetwise, a platform on which organizations run personality and leadership assessments, read the results and analyse them. By creating an account or signing in you accept these terms. If you use Facetwise on behalf of an organization, you confirm that you may accept them for it.",
    account: {
      title: "1. Your account",
      link: "You sign in with a one-time link sent to your email address. Keep access to that mailbox secure: anyone who can read it can sign in as you.",
      accurate: "Give accurate information and keep your email address up to date.",
      misuse: "Tell your organization's administrator straight away if you think someone else has used your account.",
    },
    organizations: {
      title: "2. Organizations and roles",
      body: "Accounts usually belong to an organization. Its administrators decide who is a member, which role each member holds (admin, manager or user) and which assessments and results people can see. The organization is responsible for how its members use Facetwise and for having a proper basis to assess its people.",
    },
    nature: {
      title: "3. What assessments are, and are not",
      body: "Facetwise assessments describe preferences and tendencies (for example the Big Five traits and their facets) to support self-understanding, development and conversation. They are not a medical or psychological diagnosis. Results must not be the only basis for hiring, firing, pay or other decisions with significant effects on a person; use them alongside other information and human judgement.",
    },
    acceptableUse: {
      title: "4. Acceptable use",
      honest: "Answer assessments honestly and only for yourself, or for the person you have been invited to rate.",
      anonymity: "Do not try to identify the individual authors of anonymous 360 feedback.",
      abuse: "Do not copy or resell the questionnaires, attempt to access other organizations' data, probe or overload the service, or get around its security or rate limits.",
      discrimination: "Do not use Facetwise to discriminate against anyone or for any unlawful purpose.",
    },
    content: {
      title: "5. Your content and data",
      body: "Your organization and you keep all rights in the answers, feedback and other content you submit. You allow us to store and process that content only to run the service for you, as described in our <privacy>Privacy Policy</privacy>. The questionnaires, scoring, reports and software remain ours.",
    },
    availability: {
      title: "6. Availability and changes",
      body: "We work to keep Facetwise available and your data safe, but the service may occasionally be interrupted for maintenance or by events beyond our control. We may improve or change features; if a change materially reduces what your organization relies on, we will tell it in advance.",
    },
    liability: {
      title: "7. Liability",
      body: "Facetwise is provided as described in your organization's agreement with us. To the extent the law allows, we are not liable for indirect or consequential losses, or for decisions taken on the basis of assessment results. Nothing in these terms limits liability that cannot be limited by law.",
    },
    ending: {
      title: "8. Ending use",
      body: "You may stop using Facetwise at any time and ask your organization's administrator to remove your account. We may suspend accounts that break these terms. When an account or organization is closed, its data is deleted as set out in the Privacy Policy.",
    },
    changes: {
      title: "9. Changes to these terms",
      body: "If we change these terms we will update the date above and, for significant changes, let you know when you next sign in. Continuing to use Facetwise after a change means you accept the new terms.",
    },
    contact: {
      title: "10. Contact",
      body: "Questions about these terms can go to your organization's Facetwise administrator, or to us using the contact details in your organization's agreement.",
    },
  },
} as const;

import { Link } from "react-router";
import { LegalLayout } from "./LegalLayout.tsx";

/** /privacy: the Privacy Policy. */
export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated="22 November 2026">
      <p>
        This policy explains what personal data Facetwise handles, why, and the choices you have. Assessment results
        are personal and can be sensitive, so we collect only what the service needs and keep it within your
        organization.
      </p>

      <h2>Who is responsible</h2>
      <p>
        When your organization invites you to Facetwise, it decides why and how your data is used and is the
        controller of that data; we process it on the organization's behalf and under its instructions. For accounts
        created without an organization, we are the controller.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address, the organization you belong to and your role.
        </li>
        <li>
          <strong>Assessment data:</strong> your answers, timings used to check response quality, and the scores,
          percentiles and reports calculated from them.
        </li>
        <li>
          <strong>Feedback:</strong> 360 ratings and comments you give or receive.
        </li>
        <li>
          <strong>Technical data:</strong> sign-in times, IP address and browser type in security logs, and the
          emails we send you (such as sign-in links).
        </li>
      </ul>

      <h2>Cookies and local storage</h2>
      <p>
        We use one essential cookie to keep you signed in. It is HttpOnly (scripts on the page cannot read it) and
        expires when your session ends. Your browser's local storage remembers display preferences such as the theme
        and whether the sidebar is collapsed. We do not use advertising or cross-site tracking cookies.
      </p>

      <h2>How we use it</h2>
      <ul>
        <li>To sign you in and keep your account secure.</li>
        <li>To deliver assessments, calculate results and show them to you and to the people your organization authorizes.</li>
        <li>To produce aggregated analytics for your organization.</li>
        <li>To keep the service reliable, investigate misuse and meet legal obligations.</li>
      </ul>
      <p>We do not sell personal data, and we do not use your results to train models for other customers.</p>

      <h2>Who can see your results</h2>
      <p>
        You can see your own results. Within your organization, access follows roles set by its administrators.
        360 feedback is shown in rater groups, and groups too small to protect anonymity are combined or hidden.
        Organization analytics use aggregated figures.
      </p>

      <h2>Sharing</h2>
      <p>
        We share data only with service providers that help us run Facetwise, such as hosting and email delivery,
        under contracts that require them to protect it and use it only for us, or when the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep data while your account or your organization's subscription is active. After closure it is deleted
        or anonymized within 90 days, apart from records we must keep by law. Security logs are kept for a limited
        period.
      </p>

      <h2>Security</h2>
      <p>
        Data is encrypted in transit, access is limited by role and organization, and every request is checked
        against the organization it belongs to.
      </p>

      <h2>Your rights</h2>
      <p>
        Depending on where you live, you may ask to access, correct, export or delete your personal data, object to or
        restrict its use, and complain to a data protection authority. If your organization invited you, send your
        request to its administrator; we will help them answer it.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We will update the date above when this policy changes and tell you about significant changes. Questions can
        go to your organization's Facetwise administrator or to us using the contact details in your organization's
        agreement. See also our <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalLayout>
  );
}

import { Link } from "react-router";
import { LegalLayout } from "./LegalLayout.tsx";

/** /terms: the Terms of Service. */
export function TermsPage() {
  return (
    <LegalLayout title="Terms of Service" updated="22 November 2026">
      <p>
        These terms govern your use of Facetwise, a platform on which organizations run personality and leadership
        assessments, read the results and analyse them. By creating an account or signing in you accept these terms.
        If you use Facetwise on behalf of an organization, you confirm that you may accept them for it.
      </p>

      <h2>1. Your account</h2>
      <ul>
        <li>You sign in with a one-time link sent to your email address. Keep access to that mailbox secure: anyone who can read it can sign in as you.</li>
        <li>Give accurate information and keep your email address up to date.</li>
        <li>Tell your organization's administrator straight away if you think someone else has used your account.</li>
      </ul>

      <h2>2. Organizations and roles</h2>
      <p>
        Accounts usually belong to an organization. Its administrators decide who is a member, which role each member
        holds (admin, manager or user) and which assessments and results people can see. The organization is
        responsible for how its members use Facetwise and for having a proper basis to assess its people.
      </p>

      <h2>3. What assessments are, and are not</h2>
      <p>
        Facetwise assessments describe preferences and tendencies (for example the Big Five traits and their facets)
        to support self-understanding, development and conversation. They are not a medical or psychological
        diagnosis. Results must not be the only basis for hiring, firing, pay or other decisions with significant
        effects on a person; use them alongside other information and human judgement.
      </p>

      <h2>4. Acceptable use</h2>
      <ul>
        <li>Answer assessments honestly and only for yourself, or for the person you have been invited to rate.</li>
        <li>Do not try to identify the individual authors of anonymous 360 feedback.</li>
        <li>Do not copy or resell the questionnaires, attempt to access other organizations' data, probe or overload the service, or get around its security or rate limits.</li>
        <li>Do not use Facetwise to discriminate against anyone or for any unlawful purpose.</li>
      </ul>

      <h2>5. Your content and data</h2>
      <p>
        Your organization and you keep all rights in the answers, feedback and other content you submit. You allow us
        to store and process that content only to run the service for you, as described in our{" "}
        <Link to="/privacy">Privacy Policy</Link>. The questionnaires, scoring, reports and software remain ours.
      </p>

      <h2>6. Availability and changes</h2>
      <p>
        We work to keep Facetwise available and your data safe, but the service may occasionally be interrupted for
        maintenance or by events beyond our control. We may improve or change features; if a change materially
        reduces what your organization relies on, we will tell it in advance.
      </p>

      <h2>7. Liability</h2>
      <p>
        Facetwise is provided as described in your organization's agreement with us. To the extent the law allows, we
        are not liable for indirect or consequential losses, or for decisions taken on the basis of assessment
        results. Nothing in these terms limits liability that cannot be limited by law.
      </p>

      <h2>8. Ending use</h2>
      <p>
        You may stop using Facetwise at any time and ask your organization's administrator to remove your account. We
        may suspend accounts that break these terms. When an account or organization is closed, its data is deleted
        as set out in the Privacy Policy.
      </p>

      <h2>9. Changes to these terms</h2>
      <p>
        If we change these terms we will update the date above and, for significant changes, let you know when you
        next sign in. Continuing to use Facetwise after a change means you accept the new terms.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these terms can go to your organization's Facetwise administrator, or to us using the contact
        details in your organization's agreement.
      </p>
    </LegalLayout>
  );
}

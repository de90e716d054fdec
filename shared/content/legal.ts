/** An intro line over the rich-text body (declared in shared/schemas/content.ts). */
interface LegalSeed {
  intro: string;
  content: string;
}

/**
 * The first text of the privacy notice (/privacy) and the accessibility statement
 * (/accessibility): seeded once, then edited by staff (About screen of the admin). Written for a
 * private Nigerian holding company under the Nigeria Data Protection Act 2023; the group's legal
 * adviser should confirm the details (retention periods, processors) before publication.
 */
export const PRIVACY_NOTICE: LegalSeed = {
  intro:
    "How R28 Holdings collects, uses and protects personal data when you visit this website or write to us, and the rights the Nigeria Data Protection Act 2023 gives you.",
  content: [
    "<h2>Who we are</h2>",
    "<p>R28 Holdings (“R28”, “we”) is a private investment holding company registered in Nigeria, with its Corporate HQ at R28 House, 14 Ajose Adeogun Street, Victoria Island, Lagos. For the personal data described in this notice, R28 Holdings is the data controller under the Nigeria Data Protection Act 2023 (NDPA). Our portfolio companies are separate controllers for the data they hold and publish their own notices.</p>",
    "<p>You can reach our Data Protection Officer at <a href=\"mailto:info@r28holdings.com\">info@r28holdings.com</a> (subject line “Data protection”), by post at the address above, or by telephone on +234 1 280 2828.</p>",
    "<h2>What we collect</h2>",
    "<ul><li><strong>Messages you send us.</strong> When you use the contact form or write to us: your name, e-mail address, company, telephone number and what you write, as you choose to give them. Every field of the form is optional.</li>",
    "<li><strong>Technical records of visits.</strong> Our servers record each request (address requested, time, your IP address and browser type) to keep the site secure and working.</li></ul>",
    "<p>This public website sets no cookies and uses no advertising or analytics trackers. The map on the Contacts page is loaded from OpenStreetMap only when you choose “Show map”; OpenStreetMap then receives your IP address under its own privacy policy. Cookies are used only in the staff area, where they are strictly necessary to keep staff signed in.</p>",
    "<h2>Why we use it, and our lawful basis</h2>",
    "<ul><li><strong>To answer your enquiry</strong> and, where you ask, to take steps towards a partnership, investment or other agreement with you: our legitimate interest in responding to people who contact us, or steps at your request before entering into a contract (NDPA section 25).</li>",
    "<li><strong>To keep the website and our systems secure</strong>, detect abuse and investigate incidents: our legitimate interest in protecting our systems and visitors.</li>",
    "<li><strong>To meet legal obligations</strong>, such as responding to lawful requests from regulators, courts or law-enforcement agencies.</li></ul>",
    "<p>We do not use your data for automated decision-making or profiling, we do not sell it, and we do not send marketing to people who write to us unless they ask for it.</p>",
    "<h2>Who receives it</h2>",
    "<p>Messages are read by the R28 staff who handle the subject of your enquiry and, where it concerns one of our companies, may be passed to that company so it can reply. We use service providers (website hosting and e-mail delivery) who process data only on our instructions and under written data-processing terms. Where a provider processes data outside Nigeria, we transfer it only as the NDPA allows: to a country with an adequate level of protection, or under appropriate safeguards such as contractual clauses.</p>",
    "<h2>How long we keep it</h2>",
    "<ul><li>Contact messages: for as long as the conversation needs and then no more than 24 months after our last exchange, unless a legal claim or obligation requires longer.</li>",
    "<li>Server records of visits: up to 90 days, longer only where needed to investigate a security incident.</li></ul>",
    "<h2>Your rights</h2>",
    "<p>Under the NDPA you may ask us to confirm whether we hold personal data about you and to give you a copy of it; to correct it; to delete it; to restrict or object to our use of it; to receive it in a structured, machine-readable format or have it sent to another controller; and, where we rely on your consent, to withdraw that consent at any time. Write to our Data Protection Officer at the contact details above. We will confirm who you are where needed and reply without undue delay, and within one month at the latest.</p>",
    "<h2>Security</h2>",
    "<p>We protect personal data with measures suited to the risk: encrypted connections, access limited to the staff who need it, multi-factor sign-in for our content system, and records of who accessed and changed data. If a breach is likely to put your rights at risk, we will notify the Nigeria Data Protection Commission and, where required, you.</p>",
    "<h2>Complaints</h2>",
    "<p>If you are unhappy with how we have handled your data, please tell us first so that we can put it right. You also have the right to lodge a complaint with the Nigeria Data Protection Commission (NDPC), the supervisory authority under the NDPA, at <a href=\"https://ndpc.gov.ng\">ndpc.gov.ng</a>.</p>",
    "<h2>Changes to this notice</h2>",
    "<p>We review this notice at least once a year and whenever our use of personal data changes. This version was last reviewed in November 2026.</p>",
  ].join(""),
};

export const ACCESSIBILITY_STATEMENT: LegalSeed = {
  intro:
    "We want everyone who visits this website, including people who use assistive technology, to be able to read about our group and reach us.",
  content: [
    "<h2>Our standard</h2>",
    "<p>This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Each page is built to work with a keyboard alone, with screen readers and voice control, with text enlarged to 200%, on screens from 320 pixels wide, with reduced motion, and without JavaScript.</p>",
    "<h2>How we check it</h2>",
    "<ul><li>Every page is tested automatically on each change of the site, at phone and desktop widths, for accessibility rules, keyboard focus, headings and colour contrast.</li>",
    "<li>We check new pages and features by hand with a keyboard and a screen reader before they are published.</li>",
    "<li>Staff who publish news and company pages are asked to describe every meaningful image.</li></ul>",
    "<h2>Known limitations</h2>",
    "<ul><li>Some older news photographs were published without a description; we are adding descriptions as we review them.</li>",
    "<li>The optional map on the Contacts page is provided by OpenStreetMap and is not fully accessible by keyboard. The address is always given as text beside it, with a link to a larger map.</li></ul>",
    "<h2>Feedback and help</h2>",
    "<p>If you find something on this site hard to use, or need information in another format, please tell us: e-mail <a href=\"mailto:info@r28holdings.com\">info@r28holdings.com</a> (subject line “Accessibility”) or call +234 1 280 2828. We aim to reply within five working days.</p>",
    "<p>This statement was last reviewed in November 2026.</p>",
  ].join(""),
};

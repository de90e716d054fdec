import { CONTACT_FORM } from "../../../shared/constants.ts";
import type { ContactPageCopy } from "../../../shared/content/types.ts";
import { Button } from "../Button.tsx";
import "./ContactForm.css";

export interface ContactFormProps {
  /** Where the form posts (CONTACT_FORM_ACTION: /api/contact or a third-party forwarder). */
  readonly action: string;
  /** The fixed subject, "{siteName} Contact Form Submission". */
  readonly subject: string;
  /** Absolute URL the forwarder sends the visitor back to (the thank-you notice). */
  readonly next: string;
  readonly copy: ContactPageCopy["form"];
}

type FieldName = keyof ContactPageCopy["form"]["labels"];

const FIELDS: readonly { name: FieldName; type: "text" | "tel"; autoComplete: string; max: number }[] = [
  { name: "name", type: "text", autoComplete: "name", max: CONTACT_FORM.maxLength.name },
  // SPEC section 5: the e-mail field is plain text.
  { name: "email", type: "text", autoComplete: "email", max: CONTACT_FORM.maxLength.email },
  { name: "company", type: "text", autoComplete: "organization", max: CONTACT_FORM.maxLength.company },
  { name: "phone", type: "tel", autoComplete: "tel", max: CONTACT_FORM.maxLength.phone },
];

/** The contact form: a plain form post (works without JavaScript), every field optional. */
export function ContactForm({ action, subject, next, copy }: ContactFormProps) {
  return (
    <form className="contact-form" method="post" action={action} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        {copy.heading}
      </h2>
      <p className="contact-form__intro">{copy.intro}</p>
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="_next" value={next} />
      {/* A spam trap: people never see or fill it. */}
      <div className="contact-form__trap">
        <label htmlFor={`contact-${CONTACT_FORM.honeypotField}`}>Leave this field empty</label>
        <input id={`contact-${CONTACT_FORM.honeypotField}`} type="text" name={CONTACT_FORM.honeypotField} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="contact-form__grid">
        {FIELDS.map((field) => (
          <div key={field.name} className="contact-form__field">
            <label htmlFor={`contact-${field.name}`} className="contact-form__label">
              {copy.labels[field.name]}
            </label>
            <input
              id={`contact-${field.name}`}
              className="contact-form__input"
              type={field.type}
              name={field.name}
              autoComplete={field.autoComplete}
              maxLength={field.max}
            />
          </div>
        ))}
        <div className="contact-form__field contact-form__field--wide">
          <label htmlFor="contact-message" className="contact-form__label">
            {copy.labels.message}
          </label>
          <textarea id="contact-message" className="contact-form__input contact-form__textarea" name="message" rows={6} maxLength={CONTACT_FORM.maxLength.message} />
        </div>
      </div>
      <div className="contact-form__actions">
        <Button type="submit" icon="arrow-right">
          {copy.submit}
        </Button>
        <p className="contact-form__privacy">
          We use what you send only to answer you, keep it no longer than that needs, and never share it for marketing: see our{" "}
          <a href="/privacy">privacy notice</a>.
        </p>
      </div>
    </form>
  );
}

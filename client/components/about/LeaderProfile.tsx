import type { Leader } from "../../../shared/schemas/leaders.ts";
import { Button } from "../Button.tsx";
import { Section } from "../Container.tsx";
import { RichText } from "../RichText.tsx";

/** A leader's profile page body: the portrait beside the biography, and the way back to the list. */
export function LeaderProfile({ person }: { person: Pick<Leader, "portrait" | "portraitAlt" | "biography"> }) {
  return (
    <Section labelledBy="biography-title" className="profile">
      <div className="profile__grid">
        <figure className="profile__photo">
          {person.portrait ? <img src={person.portrait} alt={person.portraitAlt} width={800} height={1000} loading="lazy" decoding="async" /> : null}
        </figure>
        <div className="profile__body">
          <p className="eyebrow">Profile</p>
          <h2 id="biography-title" className="profile__title">
            Biography
          </h2>
          {/* Stored rich text, cleaned by the server when it was saved. */}
          <RichText html={person.biography} className="profile__text" />
          <Button href="/about-us/leadership" variant="text" icon="arrow-left">
            Back to leadership
          </Button>
        </div>
      </div>
    </Section>
  );
}

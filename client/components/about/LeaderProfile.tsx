import type { Leader } from "../../../shared/content/types.ts";
import { Button } from "../Button.tsx";
import { Section } from "../Container.tsx";

/** A leader's profile page body: the portrait beside the biography, and the way back to the list. */
export function LeaderProfile({ person }: { person: Leader }) {
  return (
    <Section labelledBy="biography-title" className="profile">
      <div className="profile__grid">
        <figure className="profile__photo">
          <img src={person.photo} alt={person.photoAlt} width={800} height={1000} loading="lazy" decoding="async" />
        </figure>
        <div className="profile__body">
          <p className="eyebrow">Profile</p>
          <h2 id="biography-title" className="profile__title">
            Biography
          </h2>
          <div className="profile__text">
            {person.biography.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
          <Button href="/about-us/leadership" variant="text" icon="arrow-left">
            Back to leadership
          </Button>
        </div>
      </div>
    </Section>
  );
}

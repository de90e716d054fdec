import { FALLBACKS } from "../../shared/fallbacks.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/home.ts";

export const meta = () => [{ title: "R28 Holdings | Investing in Tomorrow's Possibilities Today" }];

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  return content.getMany(["heroText"]);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const heroText = loaderData.heroText.text || FALLBACKS.heroText.text;
  return (
    <main id="main-content">
      <section className="hero">
        <h1>{heroText}</h1>
        <a href="#overview">Read our overview</a>
      </section>
      <section id="overview" />
    </main>
  );
}

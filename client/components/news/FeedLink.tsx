import { Icon } from "../Icon.tsx";
import { FEED_PATH } from "../../lib/feed.ts";
import "./news.css";

/** The visible link to the news feed, under the list's heading and search. */
export function FeedLink() {
  return (
    <p className="news-feed-link">
      <a href={FEED_PATH} type="application/atom+xml">
        <Icon name="feed" size={18} />
        Follow our news in your feed reader
      </a>
    </p>
  );
}

import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("about-us/who-we-are", "routes/who-we-are.tsx"),
  route("about-us/our-culture-and-core-values", "routes/core-values.tsx"),
  route("about-us/leadership", "routes/leadership.tsx"),
  route("about-us/leadership/:name", "routes/leader.tsx"),
  route("approach", "routes/approach.tsx"),
  route("strategic-alliances", "routes/strategic-alliances.tsx"),
  route("contacts", "routes/contacts.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("search", "routes/search.tsx"),
  route("reports", "routes/reports.tsx"),
  route("reports/:slug", "routes/report.tsx"),
  route("our-investments", "routes/investments.tsx"),
  route("our-investments/:id", "routes/investment-detail.tsx"),
  route("news-and-events", "routes/news.tsx"),
  route("news-and-events/feed.xml", "routes/news-feed.ts"),
  route("news-and-events/:id", "routes/news-article.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:part", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Admin (client-rendered): login, and the guarded dashboard whose index is the Home editor.
  // The News, Our Investments and Settings screens are children of the dashboard as well.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("login", "routes/admin/login.tsx"),
    // The module is named password-reset: a built chunk named reset-password-<hash> reads like a test password in the logs.
    route("reset-password", "routes/admin/password-reset.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx", [
      index("routes/admin/home.tsx"),
      route("about", "routes/admin/about.tsx"),
      route("about/leadership", "routes/admin/about-leadership.tsx"),
      route("approach", "routes/admin/approach.tsx"),
      route("strategic-alliances", "routes/admin/strategic-alliances.tsx"),
      route("news", "routes/admin/news.tsx"),
      route("our-investments", "routes/admin/our-investments.tsx"),
      // Inside Our Investments (the side menu keeps its seven items): the sector cards and pages.
      route("our-investments/sectors", "routes/admin/sectors.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      // Beside the side menu, like the Inbox: the reports and documents published at /reports.
      route("reports", "routes/admin/reports.tsx"),
      // The media library, reached from the control beside the inbox (the side menu keeps its seven items).
      route("media", "routes/admin/media.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

import { view } from "../source";

/** What every post's page says around the post (content/en/pages/blogs.yaml: postEyebrow, byline, backLink). */
export const blogPostCopy = view("blogPostCopy");

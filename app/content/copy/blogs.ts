import { view } from "../source";

/** The blog's words: the list, each post's page and the feed (content/en/pages/blogs.yaml). */
export const blogsPage = view("blogsPage");

import { view } from "../source";

/** The blog list's words and the feed's description (content/en/pages/blogs.yaml). */
export const blogsPage = view("blogsPage");

import { NotFoundContent, notFoundMeta } from "~/components/sections/not-found-content";

export const meta = notFoundMeta;

export default function NotFound() {
  return <NotFoundContent />;
}

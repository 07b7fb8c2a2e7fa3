import { Cpu, Lightbulb, MessagesSquare, ShieldCheck, type LucideIcon } from "lucide-react";
import type { PointIconKey } from "./schema-fields";

/**
 * The drawing behind each icon key a content file may name (the keys are listed in ./schema.ts). Each collection has
 * its own map in its own module, so a page's script carries only the icons of the collections it shows. A new icon:
 * add its key to the schema's list and its lucide-react component to the map.
 */
export const pointIcons: Record<PointIconKey, LucideIcon> = {
  cpu: Cpu,
  lightbulb: Lightbulb,
  "messages-square": MessagesSquare,
  "shield-check": ShieldCheck,
};

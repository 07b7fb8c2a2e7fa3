import {
  Apple,
  CodeXml,
  Layers,
  PanelsTopLeft,
  ShoppingCart,
  Smartphone,
  TabletSmartphone,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import type { OfferingIconKey } from "./schema-fields";

/**
 * The drawing behind each icon key a content file may name (the keys are listed in ./schema.ts). Each collection has
 * its own map in its own module, so a page's script carries only the icons of the collections it shows. A new icon:
 * add its key to the schema's list and its lucide-react component to the map.
 */
export const offeringIcons: Record<OfferingIconKey, LucideIcon> = {
  "shopping-cart": ShoppingCart,
  "users-round": UsersRound,
  "panels-top-left": PanelsTopLeft,
  "code-xml": CodeXml,
  apple: Apple,
  smartphone: Smartphone,
  layers: Layers,
  "tablet-smartphone": TabletSmartphone,
};

import {
  Blocks,
  Bot,
  BrainCircuit,
  ChartColumn,
  ChartScatter,
  Cloud,
  CloudUpload,
  CodeXml,
  Gamepad2,
  MessagesSquare,
  PenTool,
  Smartphone,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIconKey } from "./schema-fields";

/**
 * The drawing behind each icon key a content file may name (the keys are listed in ./schema.ts). Each collection has
 * its own map in its own module, so a page's script carries only the icons of the collections it shows. A new icon:
 * add its key to the schema's list and its lucide-react component to the map.
 */
export const serviceIcons: Record<ServiceIconKey, LucideIcon> = {
  "code-xml": CodeXml,
  smartphone: Smartphone,
  "pen-tool": PenTool,
  "brain-circuit": BrainCircuit,
  blocks: Blocks,
  "gamepad-2": Gamepad2,
  bot: Bot,
  "chart-scatter": ChartScatter,
  cloud: Cloud,
  "chart-column": ChartColumn,
  "messages-square": MessagesSquare,
  "cloud-upload": CloudUpload,
};

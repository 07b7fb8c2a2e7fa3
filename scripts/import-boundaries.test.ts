/**
 * The import boundaries of eslint.config.js hold: each case lints a small module, as if it were written at `file`,
 * with the project's own configuration, and expects the boundary rule to refuse it, or (the controls) to let it be.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: projectRoot });
});

/** The boundary rule's messages for `code` as the module `file` (relative to the project). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "boundaries/dependencies")
    .map((message) => message.message);
}

// Loading the configuration (typescript-eslint, the plugins) takes seconds on a busy machine.
describe("import boundaries", { timeout: 60_000 }, () => {
  it.each([
    [
      "app/config/upward.ts",
      'import { SiteFooter } from "../components/layout/site-footer";',
      'from elements of type "config" to elements of type "components"',
    ],
    [
      "app/content/upward.ts",
      'import { pageMeta } from "../lib/seo";',
      'from elements of type "content" to elements of type "lib"',
    ],
    [
      "app/lib/upward.ts",
      'import { sendEmail } from "../features/enquiry/send-email";',
      'from elements of type "lib" to elements of type "feature"',
    ],
    [
      "app/features/enquiry/upward.tsx",
      'import { Section } from "../../components/ui/section";',
      'from elements of type "feature"',
    ],
    [
      "app/components/ui/upward.tsx",
      'import { meta } from "../../routes/home";',
      'from elements of type "components" to elements of type "routes"',
    ],
    [
      "shared/upward.ts",
      'import { paths } from "../app/config/paths";',
      'from elements of type "shared" to elements of type "config"',
    ],
    [
      "server/relay/ui.ts",
      'import { Section } from "../../app/components/ui/section";',
      'from elements of type "server" to elements of type "components"',
    ],
    [
      "server/relay/menu.ts",
      'import { headerLinks } from "../../app/config/navigation";',
      'from elements of type "server" to elements of type "config"',
    ],
    [
      "server/relay/schema.ts",
      'import { contactSchema } from "../../app/features/enquiry/contact-schema";',
      'from elements of type "server" to elements of type "feature"',
    ],
    [
      "server/relay/helper.ts",
      'import { startSmtpServer } from "../testing/smtp";',
      'to file of category "test-support"',
    ],
    [
      "app/features/enquiry/helper.tsx",
      'import { jsonResponse } from "./form-test-utils";',
      'to file of category "test-support"',
    ],
    [
      "scripts/server-csp.ts",
      'import { contentSecurityPolicy } from "../server/csp-policy";',
      'from elements of type "scripts" to elements of type "server"',
    ],
    [
      "app/bootstrap/react.ts",
      'import { useHydrated } from "../lib/use-hydrated";',
      'from elements of type "bootstrap" to elements of type "lib"',
    ],
    [
      "server/relay/e2e.test.ts",
      'import { openForm } from "../../tests/e2e/support/enquiry";',
      'to elements of type "e2e"',
    ],
    [
      "server/editor-like.ts",
      'import { keystaticConfig } from "../editor/keystatic-config";',
      'from elements of type "server" to elements of type "editor"',
    ],
    [
      "editor/routes-like.ts",
      'import { startServer } from "../server/main";',
      'from elements of type "editor" to elements of type "server"',
    ],
  ])("refuses %s: %s", async (file, code, refusal) => {
    const errors = await boundaryErrors(file, `${code}\nexport {};\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(refusal);
  });

  it.each([
    ["app/routes/downward.tsx", 'import { Section } from "../components/ui/section";'],
    ["app/components/sections/downward.tsx", 'import { ContactForm } from "../../features/enquiry/contact-form";'],
    [
      "app/features/enquiry/downward.ts",
      'import { paths } from "../../config/paths";\nimport { site } from "../../../shared/site";',
    ],
    ["server/relay/entry.ts", 'import { postedForms } from "../../app/features/enquiry/posted-forms.server";'],
    ["server/relay/routes-table.ts", 'import { paths } from "../../app/config/paths";'],
    ["server/relay/helper.test.ts", 'import { startSmtpServer } from "../testing/smtp";'],
    ["scripts/postbuild-like.ts", 'import { computeCspHashes } from "../shared/csp-hashes";'],
    ["server/app-like.ts", 'import { editorRoutes } from "../editor/server-routes";'],
    ["editor/config-like.ts", 'import { collections } from "../app/content/schema";'],
  ])("lets %s be: %s", async (file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport {};\n`)).toEqual([]);
  });

  it("refuses an aliased import: a module of this project is imported by its relative path", async () => {
    const [result] = await eslint.lintText('import { pageMeta } from "~/lib/seo";\nexport { pageMeta };\n', {
      filePath: `${projectRoot}app/routes/aliased.tsx`,
    });
    expect(result?.messages.map((message) => message.ruleId)).toContain("no-restricted-imports");
  });
});

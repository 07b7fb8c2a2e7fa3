/**
 * What the relay needs from the enquiry forms to take one posted without JavaScript (server/relay/form-post.ts):
 * each form's schema and e-mail, the component that draws it again with what was posted, the page it usually sits
 * on, and where a sent enquiry goes next. The server reaches the feature through this module only.
 */
// Relative imports: the server has no "~" alias.
import { paths } from "../../config/paths";
import { landingPages } from "../../content/landing-pages";
import { PostedContactForm, contactFrame } from "./contact-fields";
import { buildContactEmail, contactSchema } from "./contact-schema";
import { PostedRequirementForm, requirementFrame } from "./requirement-fields";
import { buildRequirementEmail, requirementSchema } from "./requirement-schema";

export type { EnquiryKind, PostedEnquiry } from "./enquiry-form";

export const postedForms = {
  contact: {
    label: contactFrame.label,
    schema: contactSchema,
    email: buildContactEmail,
    Form: PostedContactForm,
    fallbackPage: paths.contact,
  },
  requirement: {
    label: requirementFrame.label,
    schema: requirementSchema,
    email: buildRequirementEmail,
    Form: PostedRequirementForm,
    fallbackPage: landingPages[0]?.path ?? paths.contact,
  },
};

/** Where a visitor lands once their enquiry is taken. */
export const thankYouPage = paths.thankYou;

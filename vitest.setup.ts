// Component tests opt into the DOM with `// @vitest-environment jsdom`; the matchers are harmless in node.
import "@testing-library/jest-dom/vitest";

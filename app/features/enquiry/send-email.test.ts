import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../../../shared/site";
import { RELAY_PATH, relayPayloadSchema } from "../../../shared/relay-contract";
import { RelayError, UnexpectedRelayAnswer, relayEndpoint, sendEmail } from "./send-email";

const UNEXPECTED = "The server gave an unexpected answer. Please try again.";
const english = { unexpectedAnswer: UNEXPECTED };

const email = { subject: "Hello", body: "Name: Jane\nMessage: Hi" };
const signals = { website: "", elapsedMs: 5321.4 };

function answer(status: number, body: unknown) {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("sendEmail", () => {
  it("posts the relay payload as JSON to the relay path and resolves on success", async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(sendEmail(email, signals, english)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(RELAY_PATH);
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    const payload = JSON.parse(String(init.body));
    expect(payload).toEqual({
      to: site.email,
      name: site.senderLabel,
      subject: "Hello",
      body: email.body,
      website: "",
      elapsedMs: 5321,
    });
    expect(relayPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("adds a form's typed enquiry to the payload, within the relay contract", async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    const enquiry = { kind: "contact", page: "/contact-us/", fields: { name: "Jane", message: "Hi" } };
    await sendEmail(email, signals, { ...english, enquiry });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const payload = JSON.parse(String(init.body));
    expect(payload).toMatchObject({ subject: "Hello", body: email.body, enquiry });
    expect(relayPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("sends the honeypot's value as it is", async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await sendEmail(email, { website: "spam.example", elapsedMs: 10 }, english);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ website: "spam.example", elapsedMs: 10 });
  });

  it("throws a RelayError with the relay's own text when the answer has an error field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(502, { error: "We could not deliver your message right now." })),
    );
    const failure = sendEmail(email, signals, english);
    await expect(failure).rejects.toBeInstanceOf(RelayError);
    await expect(sendEmail(email, signals, english)).rejects.toThrow("We could not deliver your message right now.");
  });

  it("treats an error field as a failure even with status 200", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(200, { error: "Refused" })),
    );
    await expect(sendEmail(email, signals, english)).rejects.toThrow(new RelayError("Refused"));
  });

  it("passes a network failure on as fetch's own error", async () => {
    const offline = new TypeError("Failed to fetch");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(offline)),
    );
    await expect(sendEmail(email, signals, english)).rejects.toBe(offline);
  });

  it.each([
    ["a non-JSON error page", 502, "<html>Bad gateway</html>"],
    ["a 200 without success", 200, { ok: 1 }],
    ["an error status without an error field", 500, {}],
  ])("rejects %s as an unexpected answer", async (_, status, body) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(status, body)),
    );
    const failure = sendEmail(email, signals, english);
    await expect(failure).rejects.not.toBeInstanceOf(RelayError);
    await expect(sendEmail(email, signals, english)).rejects.toThrow(new UnexpectedRelayAnswer(UNEXPECTED));
  });
});

describe("sendEmail from a Chinese page", () => {
  it("names the page's language in the relay's address, so the relay answers in it", async () => {
    const fetchMock = vi.fn(async () => answer(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await sendEmail(email, signals, { ...english, locale: "zh-hk" });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe(`${RELAY_PATH}?lang=zh-hk`);
  });
});

describe("relayEndpoint", () => {
  it("appends the relay path to an origin, empty meaning the same origin", () => {
    expect(relayEndpoint("")).toBe("/send-email");
    expect(relayEndpoint("https://relay.example.com")).toBe("https://relay.example.com/send-email");
    expect(relayEndpoint("https://relay.example.com/")).toBe("https://relay.example.com/send-email");
  });
  it("keeps an address that already names the path", () => {
    expect(relayEndpoint("https://relay.example.com/send-email")).toBe("https://relay.example.com/send-email");
  });
});

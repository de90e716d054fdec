import { useState, type FormEvent } from "react";
import type { TwoFactorStart, TwoFactorStatus } from "../../../../shared/schemas/two-factor.ts";
import { api } from "../../api.ts";
import { Card } from "../../components/Card/index.ts";
import { TextField } from "../../components/Field/index.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import "./TwoFactorCard.css";

type Step = { kind: "idle" } | { kind: "scan"; start: TwoFactorStart } | { kind: "codes"; codes: string[] };

/**
 * "Two-factor sign-in": set it up (a QR code and the key as text, then a code from the
 * app), read the 10 recovery codes this once (copy or download them), or turn it off with the
 * password or a current code. Shown to everyone for their own account.
 */
export function TwoFactorCard({ initial }: { initial: TwoFactorStatus }) {
  const fail = useFailure();
  const [status, setStatus] = useState(initial);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [code, setCode] = useState("");
  const [proof, setProof] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(fail(failure));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setCode("");
      setStep({ kind: "scan", start: await api.twoFactor.start() });
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError("Enter the 6-digit code your authenticator app shows.");
      return;
    }
    void run(async () => {
      const { recoveryCodes } = await api.twoFactor.confirm(code.trim());
      setCode("");
      setStep({ kind: "codes", codes: recoveryCodes });
      setStatus(await api.twoFactor.status());
    });
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    const value = proof.trim();
    if (!value) {
      setError("Enter your password or a current authentication code.");
      return;
    }
    void run(async () => {
      await api.twoFactor.disable(/^\d{6}$/.test(value.replace(/\s/g, "")) ? { code: value } : { password: proof });
      setProof("");
      setStatus(await api.twoFactor.status());
    });
  };

  const copy = async (codes: string[]) => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      setError("The codes could not be copied. Select them and copy them yourself, or download them.");
    }
  };

  return (
    <Card
      id="two-factor"
      className="admin-two-factor"
      titleId="two-factor-title"
      title="Two-factor sign-in"
      description="After your password, sign-in asks for a 6-digit code from an authenticator app on your phone, so a stolen password alone is not enough."
    >
      <div className="admin-two-factor__body admin-stack">
        {status.required && !status.enabled ? (
          <p className="admin-notice">Two-factor sign-in is required for every account. Set it up to continue making changes.</p>
        ) : null}

        {step.kind === "codes" ? (
          <div className="admin-stack">
            <p className="admin-notice">
              Two-factor sign-in is on. Save these recovery codes now: they are shown only this once. Each one signs you in once if you
              cannot use your authenticator app.
            </p>
            <ol className="admin-two-factor__codes" aria-label="Recovery codes">
              {step.codes.map((c) => (
                <li key={c}>
                  <code>{c}</code>
                </li>
              ))}
            </ol>
            <div className="admin-inline">
              <button type="button" className="admin-button admin-button--secondary" onClick={() => void copy(step.codes)}>
                Copy recovery codes
              </button>
              <a
                className="admin-button admin-button--secondary"
                href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${step.codes.join("\n")}\n`)}`}
                download="recovery-codes.txt"
              >
                Download recovery codes
              </a>
              <button type="button" className="admin-button admin-button--primary" onClick={() => setStep({ kind: "idle" })}>
                I have saved my recovery codes
              </button>
            </div>
            <p role="status">{copied ? "Recovery codes copied." : ""}</p>
          </div>
        ) : status.enabled ? (
          <form className="admin-stack" onSubmit={turnOff} noValidate>
            <p>
              <strong>Two-factor sign-in is on.</strong> {status.recoveryCodesLeft} of 10 recovery codes left.
            </p>
            <TextField
              label="Password or current authentication code"
              name="two-factor-proof"
              input="password"
              autoComplete="current-password"
              hint="To turn two-factor sign-in off, confirm it is you."
              value={proof}
              onChange={setProof}
            />
            <div>
              <button type="submit" className="admin-button admin-button--secondary" disabled={busy}>
                Turn off two-factor sign-in
              </button>
            </div>
          </form>
        ) : step.kind === "scan" ? (
          <form className="admin-stack" onSubmit={confirm} noValidate>
            <ol className="admin-two-factor__steps">
              <li>Scan this QR code with your authenticator app.</li>
              <li>Enter the 6-digit code it shows.</li>
            </ol>
            <img className="admin-two-factor__qr" src={step.start.qrCode} width={200} height={200} alt="QR code to add this account to your authenticator app" />
            <p className="admin-two-factor__secret">
              Cannot scan it? Enter this key in the app instead: <code>{step.start.secret}</code>
            </p>
            <TextField label="Authentication code" name="code" autoComplete="one-time-code" value={code} onChange={setCode} />
            <div className="admin-inline">
              <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
                Confirm and turn on
              </button>
              <button type="button" className="admin-button admin-button--secondary" onClick={() => setStep({ kind: "idle" })}>
                Cancel setup
              </button>
            </div>
          </form>
        ) : (
          <div>
            <button type="button" className="admin-button admin-button--primary" disabled={busy} onClick={() => void start()}>
              Set up two-factor sign-in
            </button>
          </div>
        )}
        <div role="alert">{error ? <p className="admin-password-error__reason">{error}</p> : null}</div>
      </div>
    </Card>
  );
}

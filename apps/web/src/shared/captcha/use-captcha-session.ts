import { useCallback, useEffect, useRef, useState } from 'react';
import { buildAnswer } from './aes';
import { challengeOf, checkAnswer, checkPassed, fetchChallenge, type CaptchaChallenge, type CaptchaType } from './captcha-api';
import { useTimeouts } from './use-timeouts';

export type CaptchaPhase = 'loading' | 'ready' | 'checking' | 'passed' | 'failed' | 'unavailable';

/** What the popup tells the user; texts are looked up when rendering so a language switch applies. */
export type CaptchaNotice = { kind: 'passed'; seconds: number } | { kind: 'failed' } | { kind: 'unavailable'; message: string | null };

/** Success closes the popup after this long, so the user can read the result. */
const SUCCESS_DELAY_MS = 1000;

interface Options {
  captchaType: CaptchaType;
  /** How long a failure stays visible before a new challenge is fetched. */
  refreshAfterFailureMs: number;
  onVerified: (captchaVerification: string) => void;
}

/** One challenge at a time: fetch, check an answer, then either report success or fetch a new one. */
export function useCaptchaSession({ captchaType, refreshAfterFailureMs, onVerified }: Options) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [phase, setPhase] = useState<CaptchaPhase>('loading');
  const [notice, setNotice] = useState<CaptchaNotice | null>(null);
  // Answers that arrive after a newer challenge was requested are ignored.
  const generation = useRef(0);
  const { schedule, clear } = useTimeouts();
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  }, [onVerified]);

  const refresh = useCallback(async () => {
    const current = ++generation.current;
    clear();
    setPhase('loading');
    setNotice(null);
    try {
      const result = await fetchChallenge(captchaType);
      if (current !== generation.current) return;
      const next = challengeOf(result);
      if (next) {
        setChallenge(next);
        setPhase('ready');
      } else {
        setChallenge(null);
        setPhase('unavailable');
        setNotice({ kind: 'unavailable', message: result.repMsg });
      }
    } catch (error) {
      if (current !== generation.current) return;
      setChallenge(null);
      setPhase('unavailable');
      setNotice({ kind: 'unavailable', message: error instanceof Error ? error.message : null });
    }
  }, [captchaType, clear]);

  useEffect(() => {
    void refresh();
    return () => {
      generation.current++;
    };
  }, [refresh]);

  const verify = useCallback(
    async (points: unknown, seconds: number) => {
      if (!challenge || phase !== 'ready') return;
      const current = generation.current;
      const answer = buildAnswer(points, challenge.token, challenge.secretKey);
      setPhase('checking');
      let passed = false;
      try {
        const result = await checkAnswer(captchaType, challenge.token, answer.pointJson);
        passed = checkPassed(result);
      } catch {
        // The http client has already shown why; the challenge is spent either way.
      }
      if (current !== generation.current) return;
      if (passed) {
        setPhase('passed');
        setNotice({ kind: 'passed', seconds });
        schedule(() => onVerifiedRef.current(answer.captchaVerification), SUCCESS_DELAY_MS);
      } else {
        setPhase('failed');
        setNotice({ kind: 'failed' });
        schedule(() => void refresh(), refreshAfterFailureMs);
      }
    },
    [captchaType, challenge, phase, refresh, refreshAfterFailureMs, schedule],
  );

  return { challenge, phase, notice, refresh, verify };
}

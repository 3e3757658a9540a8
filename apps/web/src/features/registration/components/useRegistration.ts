import { useState } from 'react';
import type { FormInstance } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { submitForm } from '../../../shared/forms/submit';
import type { RegistrationOutcome } from './RegistrationOutcomeModal';

/** Sends a registration; success opens the outcome modal, failure shows the server's sentence and field problems. */
export function useRegistration<Body>(form: FormInstance, mutation: UseMutationResult<RegistrationOutcome, Error, Body>, fallback: string) {
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (body: Body) => {
    setError(null);
    const result = await submitForm(() => mutation.mutateAsync(body), { form, fallback, feedback: { error: setError } });
    if (result.ok) setOutcome(result.data);
  };
  return { submit, outcome, error, pending: mutation.isPending };
}

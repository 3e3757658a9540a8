import { useState } from 'react';
import type { FormInstance } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../../api/request';
import { applyServerErrors } from '../../../shared/forms';
import type { RegistrationOutcome } from './RegistrationOutcomeModal';

/** Sends a registration; success opens the outcome modal, failure shows the server's sentence and field problems. */
export function useRegistration<Body>(form: FormInstance, mutation: UseMutationResult<RegistrationOutcome, Error, Body>, fallback: string) {
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (body: Body) => {
    setError(null);
    try {
      setOutcome(await mutation.mutateAsync(body));
    } catch (failure) {
      setError(errorMessage(failure, fallback));
      applyServerErrors(form, failure);
    }
  };
  return { submit, outcome, error, pending: mutation.isPending };
}

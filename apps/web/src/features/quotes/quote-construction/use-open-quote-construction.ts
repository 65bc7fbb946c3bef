import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmEnterRecord } from '../../../components/live';
import { quoteConstructionPath } from './quote-construction-path';

/**
 * Opens a quote's construction workspace the way spec 001 §8 asks: when other staff are in it, 'in use by others'
 * is confirmed first. For the board, the table and Quote Management.
 */
export function useOpenQuoteConstruction(): (id: number) => void {
  const navigate = useNavigate();
  const confirmEnter = useConfirmEnterRecord();
  return useCallback(
    (id: number) => confirmEnter('quote', id, () => void navigate(quoteConstructionPath(id))),
    [confirmEnter, navigate],
  );
}

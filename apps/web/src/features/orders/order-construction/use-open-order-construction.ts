import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useConfirmEnterRecord } from '../../../components/live';
import { orderConstructionPath } from './order-construction-path';

/**
 * Opens an order's construction workspace the way spec 001 §8 asks: when other staff are in it, 'in use by
 * others' is confirmed first. For the dashboards, the board and the table.
 */
export function useOpenOrderConstruction(): (id: number) => void {
  const navigate = useNavigate();
  const confirmEnter = useConfirmEnterRecord();
  return useCallback(
    (id: number) => confirmEnter('order', id, () => void navigate(orderConstructionPath(id))),
    [confirmEnter, navigate],
  );
}

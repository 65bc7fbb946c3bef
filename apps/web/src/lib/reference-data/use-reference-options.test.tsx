// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { CompanyType } from '@portal/contracts';
import {
  createTestQueryClient,
  dataResponse,
  providersFor,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../test/render';
import { i18n } from '../i18n';
import { invalidateReferenceData } from './reference-lists';
import { useReferenceOptions } from './use-reference-options';

setUpComponentTests();

let apiRequests: ApiRequest[] = [];
/** The addresses asked for, in order. */
const requests = () => apiRequests.map((request) => request.url);
let provinces = [
  { id: 1, name: 'Quebec', code: 'QC', countryId: 1 },
  { id: 3, name: 'British Columbia', code: 'BC', countryId: 1 },
  { id: 18, name: 'California', code: 'CA', countryId: 2 },
];
let queryClient: QueryClient;
let wrapper: ReturnType<typeof providersFor>;

beforeEach(() => {
  queryClient = createTestQueryClient();
  wrapper = providersFor(queryClient);
  apiRequests = stubApi(({ url }) => {
    if (url === '/api/provinces') return dataResponse(provinces);
    if (url === '/api/sizeUnits')
      return dataResponse([{ id: 1, name: 'Gallon', nameFr: 'Gallon US', symbol: 'gal' }]);
    return undefined;
  });
});

describe('useReferenceOptions', () => {
  it("names a fetched list's rows in the user's language, in the server's order", async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useReferenceOptions('provinces'), { wrapper });
    expect(result.current).toEqual([]);
    await waitFor(() =>
      expect(result.current).toEqual([
        { id: 1, name: 'Québec' },
        { id: 3, name: 'Colombie-Britannique' },
        { id: 18, name: 'Californie' },
      ]),
    );
  });

  it('asks the server once for every screen that shows the same list', async () => {
    const first = renderHook(() => useReferenceOptions('provinces'), { wrapper });
    await waitFor(() => expect(first.result.current).toHaveLength(3));
    const second = renderHook(() => useReferenceOptions('provinces'), { wrapper });
    expect(second.result.current.map((option) => option.name)).toEqual([
      'Quebec',
      'British Columbia',
      'California',
    ]);
    expect(requests().filter((url) => url === '/api/provinces')).toHaveLength(1);
  });

  it('keeps only the rows asked for', async () => {
    const { result } = renderHook(
      () => useReferenceOptions('provinces', { where: (province) => province.countryId === 2 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toEqual([{ id: 18, name: 'California' }]));
  });

  it('offers a contracts enumeration at once, without a call', async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useReferenceOptions('companyTypes'), { wrapper });
    expect(result.current).toEqual([
      { id: CompanyType.ids.BUYER, name: 'Acheteur' },
      { id: CompanyType.ids.SELLER, name: 'Vendeur' },
      { id: CompanyType.ids.ADMIN, name: 'Administrateur' },
    ]);
    expect(requests()).toEqual([]);
  });

  it('names a catalog list by its own French name, a unit with its symbol', async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useReferenceOptions('sizeUnits'), { wrapper });
    await waitFor(() => expect(result.current).toEqual([{ id: 1, name: 'Gallon US (gal)' }]));
  });

  it('reads the lists again when the reference data is invalidated', async () => {
    const { result } = renderHook(() => useReferenceOptions('provinces'), { wrapper });
    await waitFor(() => expect(result.current).toHaveLength(3));
    provinces = [...provinces, { id: 2, name: 'Ontario', code: 'ON', countryId: 1 }];
    await act(() => invalidateReferenceData(queryClient));
    await waitFor(() => expect(result.current.map((option) => option.name)).toContain('Ontario'));
    expect(requests().filter((url) => url === '/api/provinces')).toHaveLength(2);
  });
});

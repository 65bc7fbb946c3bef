// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { CompanyType, MESSAGES, Role, type AddressSuggestion } from '@portal/contracts';
import { i18n } from '../../lib/i18n';
import { expectNoAxeViolations } from '../../test/axe';
import {
  dataResponse,
  renderWithProviders,
  setUpComponentTests,
  stubApi,
  type ApiRequest,
} from '../../test/render';
import { EditorFormView } from './editor-form-view';
import {
  AddressPickerField,
  CompanyPickerField,
  ProductPickerField,
  ReferenceSelectField,
  SizeSpecPickerField,
  TransporterPickerField,
  UserPickerField,
  type PickerOption,
} from './pickers';
import { useEditorForm } from './use-editor-form';
import { EMERALD_CEDAR } from '../../test/catalog-fixtures';

setUpComponentTests();

let apiRequests: ApiRequest[] = [];
/** The addresses the pickers asked for, in order. */
const requests = () => apiRequests.map((request) => request.url);
/** What the fake server answers, by path prefix; the first match wins. */
let answers: Array<[string, unknown]> = [];

beforeEach(() => {
  answers = [];
  apiRequests = stubApi(({ url }) => {
    const found = answers.find(([prefix]) => url.startsWith(prefix));
    return found ? dataResponse(found[1]) : undefined;
  });
});

const schema = z.object({
  companyId: z.number().int().nullable(),
  street: z.string(),
  provinceId: z.number().int().nullable(),
});
type Values = z.input<typeof schema>;

/** A form with one picker, showing the form's value as a user-visible output. */
function PickerForm({
  values = { companyId: null, street: '', provinceId: null },
  save = () => Promise.resolve({}),
  children,
}: {
  readonly values?: Values;
  readonly save?: (values: z.output<typeof schema>) => Promise<unknown>;
  readonly children: (editor: ReturnType<typeof useEditorForm<Values, z.output<typeof schema>>>) => ReactNode;
}) {
  const editor = useEditorForm({
    schema,
    values,
    record: null,
    subject: 'company',
    title: 'Company',
    save: (parsed) => save(parsed),
  });
  const [companyId, street, provinceId] = useWatch({
    control: editor.form.control,
    name: ['companyId', 'street', 'provinceId'],
  });
  return (
    <EditorFormView editor={editor} label="Edit Quote" onCancel={() => {}}>
      {children(editor)}
      <output aria-label="chosen id">{String(companyId)}</output>
      <output aria-label="street">{street}</output>
      <output aria-label="province id">{String(provinceId)}</output>
    </EditorFormView>
  );
}

function renderForm(element: ReactNode) {
  return renderWithProviders(<>{element}</>);
}

const chosenId = () => screen.getByRole('status', { name: 'chosen id' }).textContent;

/** The picker's suggestions, by their visible text. */
async function suggestion(name: string | RegExp) {
  // The list is drawn in an overlay that jsdom never finishes animating in: present, not yet 'visible'.
  return screen.findByRole('option', { name, hidden: true });
}

const SELLERS = [
  { id: 41, name: 'Pépinière Rivière', city: 'Laval', companyTypeId: CompanyType.ids.SELLER },
  { id: 42, name: 'Pépinière du Nord', city: 'Québec', companyTypeId: CompanyType.ids.SELLER },
];

/** A user editor's company box for a user loaded with company 41 and its name; the box is returned. */
function renderLoadedCompany(save?: (values: z.output<typeof schema>) => Promise<unknown>) {
  renderForm(
    <PickerForm values={{ companyId: 41, street: '', provinceId: null }} {...(save ? { save } : {})}>
      {(editor) => (
        <CompanyPickerField
          editor={editor}
          idPrefix="user"
          name="companyId"
          label="Company"
          selectedName="Pépinière Rivière"
        />
      )}
    </PickerForm>,
  );
  return screen.getByRole<HTMLInputElement>('combobox', { name: 'Company' });
}

describe('the company picker', () => {
  it('searches companies of its type as the user types, and choosing one sets its id', async () => {
    const user = userEvent.setup();
    answers = [[`/api/companiesByTypeId/${CompanyType.ids.SELLER}?`, SELLERS]];
    const chosen = vi.fn<(option: PickerOption | null) => void>();
    renderForm(
      <PickerForm>
        {(editor) => (
          <CompanyPickerField
            editor={editor}
            idPrefix="quote"
            name="companyId"
            label="Seller"
            companyTypeId={CompanyType.ids.SELLER}
            onChosen={chosen}
          />
        )}
      </PickerForm>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Seller' }), 'pép');
    // The city tells two namesakes apart in the list.
    expect((await suggestion(/Pépinière Rivière/)).textContent).toBe('Pépinière RivièreLaval');
    await expectNoAxeViolations(document.body);
    await user.click(await suggestion(/Pépinière du Nord/));

    expect(requests()).toContain(`/api/companiesByTypeId/${CompanyType.ids.SELLER}?search=p%C3%A9p&limit=20`);
    expect(chosenId()).toBe('42');
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Seller' }).value).toBe(
      'Pépinière du Nord',
    );
    expect(chosen).toHaveBeenLastCalledWith({ id: 42, name: 'Pépinière du Nord', detail: 'Québec' });
  });

  it("shows a loaded record's company by name, and emptying the box clears the id", async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve({}));
    const box = renderLoadedCompany(save);
    expect(box.value).toBe('Pépinière Rivière');
    expect(box.id).toBe('user-companyId');
    // Visiting the box and leaving it changes nothing.
    await user.click(box);
    await user.tab();
    expect(chosenId()).toBe('41');
    expect(box.value).toBe('Pépinière Rivière');

    await user.clear(box);
    expect(chosenId()).toBe('null');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ companyId: null }));
  });

  it('drops unfinished typing when the box is left, keeping the chosen company', async () => {
    const user = userEvent.setup();
    answers = [['/api/companiesLookup?', [{ id: 7, name: 'Paysagiste Laval' }]]];
    const box = renderLoadedCompany();
    // Typed over the name, without emptying the box first.
    await user.type(box, 'pays', { initialSelectionStart: 0, initialSelectionEnd: box.value.length });
    await suggestion(/Paysagiste Laval/);
    expect(requests()).toContain('/api/companiesLookup?search=pays');
    expect(chosenId()).toBe('41');
    await user.tab();
    expect(chosenId()).toBe('41');
    expect(box.value).toBe('Pépinière Rivière');
  });

  it('shows the error under the field and points the box at it', async () => {
    const user = userEvent.setup();
    renderForm(
      <PickerForm>
        {(editor) => (
          <CompanyPickerField
            editor={editor}
            idPrefix="user"
            name="companyId"
            label="Company"
            ruleMessage={MESSAGES.userActivationNeedsCompany}
          />
        )}
      </PickerForm>,
    );
    const box = screen.getByRole('combobox', { name: 'Company' });
    expect(document.getElementById('user-companyId-error')?.textContent).toBe(
      `Company — ${MESSAGES.userActivationNeedsCompany}`,
    );
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('user-companyId-error');
    await user.click(box);
    await expectNoAxeViolations(document.body);
  });
});

describe('the other record pickers', () => {
  it('finds a transporter by name, sorted by name, a page at most', async () => {
    const user = userEvent.setup();
    answers = [
      [
        '/api/transporters?',
        {
          rows: [
            {
              id: 5,
              name: 'Transport Boréal',
              contactEmail: null,
              phoneNumber: null,
              address: null,
              city: 'Lévis',
              postalCode: null,
              provinceId: 1,
              countryId: 1,
              timezoneId: 8,
              provinceName: 'Quebec',
              countryName: 'Canada',
              spatialGenericAddress: null,
              version: 1,
            },
          ],
          total: 1,
          page: 1,
          size: 20,
        },
      ],
    ];
    renderForm(
      <PickerForm>
        {(editor) => (
          <TransporterPickerField editor={editor} idPrefix="delivery" name="companyId" label="Transporter" />
        )}
      </PickerForm>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Transporter' }), 'bor');
    await user.click(await suggestion(/Transport Boréal/));
    expect(chosenId()).toBe('5');
    const url = new URL(
      requests().find((request) => request.startsWith('/api/transporters?')) ?? '',
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      size: '20',
      sortField: 'name',
      sortOrder: 'asc',
      search: 'bor',
    });
  });

  it('finds an active user of one role by name or email', async () => {
    const user = userEvent.setup();
    answers = [
      [
        `/api/activeUsers/${Role.ids.OPERATIONS}?`,
        [
          {
            id: 3,
            firstName: 'Marc',
            lastName: 'Gagnon',
            email: 'ops@example.com',
            initials: 'MG',
            name: 'Marc Gagnon',
            avatarUrl: null,
          },
        ],
      ],
    ];
    renderForm(
      <PickerForm>
        {(editor) => (
          <UserPickerField
            editor={editor}
            idPrefix="quote"
            name="companyId"
            label="Owner"
            roleId={Role.ids.OPERATIONS}
          />
        )}
      </PickerForm>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'gag');
    await user.click(await suggestion(/Marc Gagnon/));
    expect(requests()).toContain(`/api/activeUsers/${Role.ids.OPERATIONS}?search=gag&limit=20`);
    expect(chosenId()).toBe('3');
  });

  it("finds a company's people among several roles, one list by name", async () => {
    const user = userEvent.setup();
    const person = (id: number, firstName: string, lastName: string) => ({
      id,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@rive-nord.example.com`,
      initials: `${firstName[0]}${lastName[0]}`,
      name: `${firstName} ${lastName}`,
      avatarUrl: null,
    });
    answers = [
      [`/api/activeUsers/${Role.ids.BUYER}?`, [person(7, 'Émilie', 'Lavoie')]],
      [`/api/activeUsers/${Role.ids.BUYER_ADMIN}?`, [person(8, 'Alain', 'Lavoie')]],
    ];
    const buyerRoles = [Role.ids.BUYER, Role.ids.BUYER_ADMIN];
    renderForm(
      <PickerForm>
        {(editor) => (
          <UserPickerField
            editor={editor}
            idPrefix="quote"
            name="companyId"
            label="Buyer Contact"
            roleId={buyerRoles}
            companyId={42}
          />
        )}
      </PickerForm>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Buyer Contact' }), 'lav');
    await suggestion(/Émilie Lavoie/);
    // Both roles asked, each narrowed to the company; the buyer admin sorts first by name.
    expect(requests()).toEqual(
      expect.arrayContaining([
        `/api/activeUsers/${Role.ids.BUYER}?search=lav&limit=20&companyId=42`,
        `/api/activeUsers/${Role.ids.BUYER_ADMIN}?search=lav&limit=20&companyId=42`,
      ]),
    );
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      expect.stringContaining('Alain Lavoie'),
      expect.stringContaining('Émilie Lavoie'),
    ]);
    await user.click(await suggestion(/Alain Lavoie/));
    expect(chosenId()).toBe('8');
  });

  it('finds a product with the catalog search, linkable ones only when asked', async () => {
    const user = userEvent.setup();
    const product = EMERALD_CEDAR;
    answers = [['/api/catalogSearch?', { products: [{ product, score: 0.9 }], sizes: [], sizeText: null }]];
    renderForm(
      <PickerForm>
        {(editor) => (
          <ProductPickerField editor={editor} idPrefix="line" name="companyId" label="Product" linkableOnly />
        )}
      </PickerForm>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Product' }), 'thuja smar');
    await user.click(await suggestion(/Smaragd/));
    expect(requests()).toContain('/api/catalogSearch?text=thuja+smar&limit=20&linkableOnly=true');
    expect(chosenId()).toBe('9');
  });

  it('offers only the sizes a chosen product comes in, matched by the typed text', async () => {
    const user = userEvent.setup();
    answers = [
      [
        '/api/product/9',
        {
          id: 9,
          latinName: 'Thuja occidentalis',
          cultivar: null,
          displayName: 'Thuja occidentalis',
          commonNameEn: null,
          commonNameFr: null,
          synonyms: {
            tradeNames: [],
            registeredNames: [],
            commonNamesEn: [],
            commonNamesFr: [],
            originalNames: [],
          },
          sku: 'THU',
          categoryId: 1,
          categoryName: 'Plant',
          itemCount: 3,
          version: 1,
          items: [
            {
              id: 1,
              productSizeId: 11,
              productSizeName: '5 gal',
              unitWeightLb: null,
              unitFloorSpaceSqft: null,
              specs: [],
            },
            {
              id: 2,
              productSizeId: 12,
              productSizeName: '7 gal',
              unitWeightLb: null,
              unitFloorSpaceSqft: null,
              specs: [],
            },
            {
              id: 3,
              productSizeId: 11,
              productSizeName: '5 gal',
              unitWeightLb: null,
              unitFloorSpaceSqft: null,
              specs: [{ id: 30, name: 'Multi-stem' }],
            },
          ],
        },
      ],
    ];
    renderForm(
      <PickerForm>
        {(editor) => (
          <SizeSpecPickerField
            editor={editor}
            idPrefix="line"
            name="companyId"
            label="Size"
            kind="size"
            productId={9}
          />
        )}
      </PickerForm>,
    );
    await waitFor(() => expect(requests()).toContain('/api/product/9'));
    await user.type(screen.getByRole('combobox', { name: 'Size' }), 'gal');
    await suggestion('7 gal');
    // Each size once, though two items share it; no call to the whole library.
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      '5 gal',
      '7 gal',
    ]);
    expect(requests().some((url) => url.startsWith('/api/productSizes'))).toBe(false);
    await user.click(await suggestion('7 gal'));
    expect(chosenId()).toBe('12');
  });

  it('searches the size library when no product is chosen', async () => {
    const user = userEvent.setup();
    answers = [['/api/productSizes?', { rows: [], total: 0, page: 1, size: 20 }]];
    renderForm(
      <PickerForm>
        {(editor) => (
          <SizeSpecPickerField editor={editor} idPrefix="line" name="companyId" label="Spec" kind="spec" />
        )}
      </PickerForm>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Spec' }), 'stem');
    await screen.findByText('No match.');
    expect(requests()).toContain('/api/productSizes?page=1&size=20&typeId=2&search=stem');
  });
});

describe('the address picker', () => {
  it('suggests places as the user types; a chosen one leaves its street and reports its parts', async () => {
    const user = userEvent.setup();
    const place: AddressSuggestion = {
      label: 'Sherbrooke, QC, Canada',
      address: null,
      city: 'Sherbrooke',
      provinceId: 1,
      provinceCode: 'QC',
      countryId: 1,
      postalCode: null,
      latitude: 45.4,
      longitude: -71.89,
      precision: 'city',
    };
    answers = [['/api/autocompleteAddress/', [place]]];
    const chosen = vi.fn<(suggestion: AddressSuggestion) => void>();
    renderForm(
      <PickerForm>
        {(editor) => (
          <AddressPickerField
            editor={editor}
            idPrefix="company"
            name="street"
            label="Address"
            onSuggestionChosen={chosen}
          />
        )}
      </PickerForm>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Address' }), 'Sherb');
    await user.click(await suggestion('Sherbrooke, QC, Canada'));
    expect(requests()).toContain('/api/autocompleteAddress/Sherb');
    expect(chosen).toHaveBeenCalledWith(place);
    // The place went to the caller (city, province); the street box keeps no street.
    expect(screen.getByRole('status', { name: 'street' }).textContent).toBe('');
  });
});

describe('the reference select', () => {
  it("offers a reference list named in the user's language and sets the chosen id", async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('fr');
    answers = [
      [
        '/api/provinces',
        [
          { id: 1, name: 'Quebec', code: 'QC', countryId: 1 },
          { id: 3, name: 'British Columbia', code: 'BC', countryId: 1 },
        ],
      ],
    ];
    renderForm(
      <PickerForm>
        {(editor) => (
          <ReferenceSelectField
            editor={editor}
            idPrefix="company"
            name="provinceId"
            label="Province"
            list="provinces"
          />
        )}
      </PickerForm>,
    );
    screen.getByLabelText('Province').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Québec', hidden: true })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Colombie-Britannique', hidden: true }));
    expect(screen.getByRole('status', { name: 'province id' }).textContent).toBe('3');
  });
});

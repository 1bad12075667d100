// Starting points for a new screen: a menu page, a report on one platform call and an article page. Each
// is a small valid screen that staff then edit; the studio checks it like any save before it is created.
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import { readCatalogue } from '../../scripts/catalogue.mjs';
import { reportColumns } from './report-columns.ts';

/** What the new-screen form asks for. `call` is only read by the report. */
export interface TemplateInput {
  id: string;
  route: string;
  title: string;
  call?: string;
}

const header = { mode: 'back', back: 'history' };
const memberOnly = [{ require: { roles: ['member'] }, redirect: '/m/login', message: 'not_logged_in' }];

/** What every template's screen starts with: its id, route, title and a back header. */
const frame = (i: TemplateInput) => ({ id: i.id, routes: [i.route], title: i.title, header });

const TEMPLATES = {
  menu: {
    label: 'Menu page',
    make: (i: TemplateInput) => ({
      ...frame(i),
      footer: 'main',
      widgets: [
        {
          type: 'menu',
          props: {
            items: [
              { label: 'help_center', icon: 'help', to: '/m/help' },
              { label: 'online_service', icon: 'chat', to: '/m/service' },
            ],
          },
        },
      ],
    }),
  },
  report: {
    label: 'Report on an endpoint',
    make: (i: TemplateInput) => {
      const call = i.call || 'records';
      // The columns come from the chosen call's answer (schema/api/); a call without a known list of records
      // gets one column to pick a field for (the check names the fields the answer has).
      const report = reportColumns(call, readCatalogue('EN')) ?? {
        listPath: 'list',
        columns: [{ field: 'id', label: 'rec_order_no', format: 'text' }],
      };
      return {
        ...frame(i),
        footer: 'main',
        access: memberOnly,
        widgets: [
          {
            type: 'record-list',
            props: {
              source: { call, ...(report.listPath === 'list' ? {} : { listPath: report.listPath }) },
              dateFilter: { quick: ['today', 'yesterday', 'last7', 'last30'], default: 'last7' },
              paging: 'more',
              pageSize: 10,
              empty: 'rec_no_records_period',
              columns: report.columns,
            },
          },
        ],
      };
    },
  },
  article: {
    label: 'Article page',
    make: (i: TemplateInput) => ({
      ...frame(i),
      footer: false,
      widgets: [
        {
          type: 'article',
          props: { intro: 'agreement_intro', sections: [{ title: 'agreement_eligibility_title', text: 'agreement_eligibility_text' }] },
        },
      ],
    }),
  },
} as const;

/** The template names, each with the label the studio shows. */
export const templateList = () => Object.entries(TEMPLATES).map(([name, t]) => ({ name, label: t.label }));

/** The platform call names a report may read (schema/api/endpoints.json). */
export const callNames = () => endpoints.endpoints.map((e) => e.name).sort();

/** A new screen file's text from a template, or undefined for an unknown template. */
export function fromTemplate(name: string, input: TemplateInput): string | undefined {
  if (!Object.hasOwn(TEMPLATES, name)) return undefined;
  return screenText(TEMPLATES[name as keyof typeof TEMPLATES].make(input));
}

/** A screen as its file's text: $schema first, two-space indents, a final newline (as the files in screens/). */
export function screenText(screen: Record<string, unknown>): string {
  const { $schema: _drop, ...rest } = screen;
  return `${JSON.stringify({ $schema: '../schema/screen.schema.json', ...rest }, null, 2)}\n`;
}

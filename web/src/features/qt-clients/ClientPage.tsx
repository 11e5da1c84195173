import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { ProgressSpinner } from 'primereact/progressspinner';
import {
  CLIENT_LIMITS, CLIENT_STATUSES, TAXPAYER_CATEGORIES, TAXPAYER_LEGAL_FORMS, TAXPAYER_SECTORS, canEditClients,
  type Client, type ClientActivity, type ClientContactPerson, type ClientDocument, type ClientHistoryEntry,
} from '@cis/contracts';
import { alertFor, isApiError } from '../../api/http';
import { formatDate } from '../../lib/dates';
import { isRecord } from '../../lib/guards';
import { nameIn } from '../../lib/in-language';
import { alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../../stores/alerts';
import { $user } from '../../stores/session';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { formatNumber, numberLocale } from '../../lib/format';
import { clientsApi, type AccountRow, type PickRow } from './clients.api';
import { clientChanges, cloneForm, EMPTY_CLIENT_FORM, newClientBody, profileChanges, toClientForm, validateClient, withoutLocalIds, type ClientForm } from './clients.logic';
import { CategoryTag, StatusTag } from './ClientTags';
import { AddressPicker, type AddressLoader } from '../../lib/AddressPicker';
import './clients.css';
import { DayInput } from '../../lib/DayInput';

let localId = 0;
const nextLocalId = () => `new-${(localId += 1)}`;

/** A client's page: profile, address, activities, contacts, documents and history; staff editors change them. */
export default function ClientPage() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUnit($user);
  const editor = !!user && canEditClients(user);
  const client = useLiveData<Client | null>(() => (isNew ? Promise.resolve(null) : clientsApi.one(id)), [id], ['clients.']);
  const [form, setForm] = useState<ClientForm | null>(isNew ? cloneForm(EMPTY_CLIENT_FORM) : null);
  const [base, setBase] = useState<Client | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = !!(form && base && Object.keys(clientChanges(base, form)).length > 0);

  // The server's client when first loaded, and when someone else changes it while this form is unchanged.
  useEffect(() => {
    const fresh = client.data;
    if (!fresh) return;
    if (!base || !dirty) {
      if (base && fresh.version !== base.version) alertRaised({ type: 'info', message: t('qtClients.refreshed') });
      setBase(fresh);
      setForm(toClientForm(fresh));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client.data]);

  if (!isNew && (client.loading || !form || !base)) {
    return (
      <PageFrame icon="pi pi-briefcase">
        <div className="card qtc-state">
          {client.failed ? (
            <>
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <p data-testid="client-not-found">{t('qtClients.notFound')}</p>
              <Link to="/qt-clients">{t('qtClients.backToList')}</Link>
            </>
          ) : <ProgressSpinner style={{ width: 40, height: 40 }} aria-label={t('qtClients.loading')} />}
        </div>
      </PageFrame>
    );
  }
  if (!form) return null;

  const save = async () => {
    const invalid = validateClient(form);
    if (invalid.length > 0) {
      alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('qtClients.invalid'), fields: invalid });
      return;
    }
    invalidFieldsDismissed();
    setSaving(true);
    try {
      if (isNew) {
        const created = await clientsApi.create({ ...newClientBody(form), activities: withoutLocalIds(form.activities), contacts: withoutLocalIds(form.contacts) });
        alertRaised({ type: 'success', message: t('qtClients.created') });
        navigate(`/qt-clients/${created.id}`, { replace: true });
        return;
      }
      if (!base) return;
      const changes = profileChanges(clientChanges(base, form));
      const saved = await clientsApi.update(base.id, base.version, {
        ...changes,
        ...(changes.activities && { activities: withoutLocalIds(changes.activities) }),
        ...(changes.contacts && { contacts: withoutLocalIds(changes.contacts) }),
      });
      setBase(saved);
      setForm(toClientForm(saved));
      alertRaised({ type: 'success', message: t('qtClients.saved') });
    } catch (error) {
      // A stale version: the page takes the client as it is now and says which fields moved meanwhile.
      if (isApiError(error) && error.status === 409 && error.envelope?.code === 'staleVersion') {
        const moved = error.envelope.details?.changed;
        const changed = isRecord(moved) ? Object.keys(moved) : [];
        const fresh = await clientsApi.one(id);
        setBase(fresh);
        setForm(toClientForm(fresh));
        alertRaised({ type: 'warning', message: t('qtClients.changedElsewhere', { fields: changed.map((f) => fieldLabel(t, f)).join(', ') }) });
      }
    } finally {
      setSaving(false);
    }
  };

  const title = isNew ? t('qtClients.add') : base?.nameEn ?? '';
  return (
    <PageFrame
      icon="pi pi-briefcase"
      subtitle={!isNew && base ? <span className="qtc-head"><span lang="km">{base.nameKh}</span></span> : undefined}
      actions={editor ? <Button icon="pi pi-save" label={isNew ? t('qtClients.create') : t('qtClients.save')} onClick={save} loading={saving} disabled={!isNew && !dirty} data-shortcut="save" data-testid="client-save" /> : undefined}
    >
      <div className="qtc-page" data-testid="client-page">
        <section className="card qtc-section">
          <div className="qtc-head">
            <h2 data-testid="client-title">{title}</h2>
            {base && <CategoryTag category={base.category} />}
            {base && <StatusTag status={base.status} />}
            {base && <span className="qtc-meta">{base.tin}</span>}
          </div>
          {!editor && <p className="qtc-meta" data-testid="client-read-only">{t('qtClients.readOnly')}</p>}
        </section>
        <ProfileSection form={form} setForm={setForm} base={base} readOnly={!editor} />
        <AddressSection form={form} setForm={setForm} readOnly={!editor} />
        <ActivitiesSection form={form} setForm={setForm} readOnly={!editor} />
        <ContactsSection form={form} setForm={setForm} readOnly={!editor} />
        {editor && <ActingSection form={form} setForm={setForm} />}
        {!isNew && base && <DocumentsSection clientId={base.id} editor={editor} />}
        {!isNew && base && <HistorySection clientId={base.id} />}
      </div>
    </PageFrame>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
const FIELD_KEYS: Record<string, string> = {
  tin: 'field.tin', nameKh: 'field.nameKh', nameEn: 'field.nameEn', legalForm: 'field.legalForm', sector: 'field.sector',
  annualTurnover: 'field.annualTurnover', category: 'field.category', derivedCategory: 'field.category', categoryOverride: 'field.category',
  vat: 'field.vatRegistered', address: 'address', activities: 'activities', contacts: 'contacts', status: 'field.status',
  preparerId: 'field.preparer', actingAccountIds: 'actingFor', document: 'documents', retiredDocument: 'documents',
};
function fieldLabel(t: Translate, field: string): string {
  return FIELD_KEYS[field] ? t(`qtClients.${FIELD_KEYS[field]}`) : field;
}

interface FormProps { form: ClientForm; setForm: (update: (f: ClientForm | null) => ClientForm | null) => void; readOnly?: boolean }

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="qtc-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

function useRows(load: () => Promise<PickRow[]>, deps: unknown[]): PickRow[] | null {
  const [rows, setRows] = useState<PickRow[] | null>(null);
  useEffect(() => {
    let live = true;
    load().then((r) => live && setRows(r), () => live && setRows(null));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return rows;
}

function ProfileSection({ form, setForm, base, readOnly }: FormProps & { base: Client | null }) {
  const { t, i18n } = useTranslation();
  const patch = (changes: Partial<ClientForm>) => setForm((f) => (f ? { ...f, ...changes } : f));
  const [staff, setStaff] = useState<AccountRow[] | null>(null);
  useEffect(() => { if (!readOnly) clientsApi.accounts('staff').then(setStaff, () => setStaff(null)); }, [readOnly]);
  const options = (values: readonly string[], group: string) => values.map((v) => ({ value: v, label: t(`qtClients.${group}.${v}`) }));
  return (
    <section className="card qtc-section">
      <h2>{t('qtClients.profile')}</h2>
      <div className="qtc-grid">
        <Field id="qtc-tin" label={t('qtClients.field.tin')}>
          <InputText id="qtc-tin" value={form.tin} onChange={(e) => patch({ tin: e.target.value.toUpperCase() })} disabled={readOnly} placeholder="L001-901700661" maxLength={15} data-testid="client-tin" />
        </Field>
        <Field id="qtc-nameKh" label={t('qtClients.field.nameKh')}>
          <InputText id="qtc-nameKh" lang="km" value={form.nameKh} onChange={(e) => patch({ nameKh: e.target.value })} disabled={readOnly} maxLength={CLIENT_LIMITS.nameMax} />
        </Field>
        <Field id="qtc-nameEn" label={t('qtClients.field.nameEn')}>
          <InputText id="qtc-nameEn" value={form.nameEn} onChange={(e) => patch({ nameEn: e.target.value })} disabled={readOnly} maxLength={CLIENT_LIMITS.nameMax} data-testid="client-name-en" />
        </Field>
        <Field id="qtc-legalForm" label={t('qtClients.field.legalForm')}>
          <Dropdown inputId="qtc-legalForm" value={form.legalForm} options={options(TAXPAYER_LEGAL_FORMS, 'legalForm')} onChange={(e) => patch({ legalForm: e.value })} disabled={readOnly} />
        </Field>
        <Field id="qtc-sector" label={t('qtClients.field.sector')}>
          <Dropdown inputId="qtc-sector" value={form.sector} options={options(TAXPAYER_SECTORS, 'sector')} onChange={(e) => patch({ sector: e.value })} disabled={readOnly} />
        </Field>
        <Field id="qtc-turnover" label={t('qtClients.field.annualTurnover')}>
          <InputNumber inputId="qtc-turnover" value={form.annualTurnover} onValueChange={(e) => patch({ annualTurnover: e.value ?? null })} locale={numberLocale(i18n.language)}
            min={0} max={CLIENT_LIMITS.turnoverMax} maxFractionDigits={0} disabled={readOnly} suffix=" ៛" />
        </Field>
        <Field id="qtc-status" label={t('qtClients.field.status')}>
          <Dropdown inputId="qtc-status" value={form.status} options={options(CLIENT_STATUSES, 'status')} onChange={(e) => patch({ status: e.value })} disabled={readOnly} />
        </Field>
        <Field id="qtc-preparer" label={t('qtClients.field.preparer')}>
          {staff ? (
            <Dropdown inputId="qtc-preparer" value={form.preparerId} showClear options={staff.map((a) => ({ value: a.id, label: a.name }))} onChange={(e) => patch({ preparerId: e.value ?? null })} disabled={readOnly} />
          ) : readOnly ? (
            // A reader who may not list staff accounts sees the preparer's name the client's answer carries, never an id.
            <InputText id="qtc-preparer" value={base?.preparerName ?? ''} disabled data-testid="client-preparer-name" />
          ) : (
            <InputText id="qtc-preparer" value={form.preparerId ?? ''} onChange={(e) => patch({ preparerId: e.target.value.trim() || null })} disabled={readOnly} />
          )}
        </Field>
      </div>
      <div className="qtc-grid" style={{ marginTop: '0.75rem' }}>
        <div className="qtc-field">
          <span className="qtc-meta" data-testid="client-derived">{base ? t('qtClients.derived', { category: t(`qtClients.category.${base.derivedCategory}`) }) : ''}</span>
          <span className="qtc-inline">
            <Checkbox inputId="qtc-override" checked={!!form.categoryOverride} disabled={readOnly}
              onChange={(e) => patch({ categoryOverride: e.checked ? { category: base?.derivedCategory ?? 'medium', reason: '' } : null })} />
            <label htmlFor="qtc-override">{t('qtClients.override')}</label>
          </span>
        </div>
        {form.categoryOverride && (
          <>
            <Field id="qtc-override-category" label={t('qtClients.field.category')}>
              <Dropdown inputId="qtc-override-category" value={form.categoryOverride.category} options={options(TAXPAYER_CATEGORIES, 'category')} disabled={readOnly}
                onChange={(e) => patch({ categoryOverride: { ...form.categoryOverride!, category: e.value } })} />
            </Field>
            <Field id="qtc-override-reason" label={t('qtClients.field.overrideReason')}>
              <InputText id="qtc-override-reason" value={form.categoryOverride.reason} maxLength={CLIENT_LIMITS.reasonMax} disabled={readOnly}
                onChange={(e) => patch({ categoryOverride: { ...form.categoryOverride!, reason: e.target.value } })} />
            </Field>
          </>
        )}
        <div className="qtc-field">
          <label htmlFor="qtc-vat">{t('qtClients.field.vatRegistered')}</label>
          <InputSwitch inputId="qtc-vat" checked={form.vat.registered} disabled={readOnly}
            onChange={(e) => patch({ vat: e.value ? { ...form.vat, registered: true } : { registered: false, number: null, registeredOn: null } })} />
        </div>
        {form.vat.registered && (
          <>
            <Field id="qtc-vat-number" label={t('qtClients.field.vatNumber')}>
              <InputText id="qtc-vat-number" value={form.vat.number ?? ''} maxLength={50} disabled={readOnly} onChange={(e) => patch({ vat: { ...form.vat, number: e.target.value || null } })} />
            </Field>
            <Field id="qtc-vat-on" label={t('qtClients.field.vatRegisteredOn')}>
              <DayInput inputId="qtc-vat-on" value={form.vat.registeredOn ?? null} disabled={readOnly} onChange={(day) => patch({ vat: { ...form.vat, registeredOn: day } })} />
            </Field>
          </>
        )}
      </div>
    </section>
  );
}

/** Client addresses pick from the shared address picker, through the client form's silent, session-cached master-data reads. */
const clientAddressLoader: AddressLoader = (level, parent) => clientsApi.masterRows(level, parent);

/** Province, district, commune, village (the shared AddressPicker: code fields when the reader may not open master data), then the street. */
function AddressSection({ form, setForm, readOnly }: FormProps) {
  const { t } = useTranslation();
  const address = form.address;
  const set = (changes: Partial<ClientForm['address']>) => setForm((f) => (f ? { ...f, address: { ...f.address, ...changes } } : f));
  return (
    <section className="card qtc-section">
      <h2>{t('qtClients.address')}</h2>
      <div className="qtc-grid">
        <div className="qtc-address">
          <AddressPicker
            idPrefix="client-address"
            value={{ province: address.provinceCode || null, district: address.districtCode, commune: address.communeCode, village: address.villageCode }}
            onChange={(next) => set({ provinceCode: next.province ?? '', districtCode: next.district, communeCode: next.commune, villageCode: next.village })}
            disabled={readOnly}
            loader={clientAddressLoader}
          />
        </div>
        <Field id="qtc-street" label={t('qtClients.field.street')}>
          <InputText id="qtc-street" value={address.street} maxLength={CLIENT_LIMITS.textMax} disabled={readOnly} onChange={(e) => set({ street: e.target.value })} />
        </Field>
      </div>
    </section>
  );
}

function ActivitiesSection({ form, setForm, readOnly }: FormProps) {
  const { t, i18n } = useTranslation();
  const provinces = useRows(() => clientsApi.masterRows('province'), []);
  const set = (index: number, changes: Partial<ClientActivity>) =>
    setForm((f) => (f ? { ...f, activities: f.activities.map((a, i) => (i === index ? { ...a, ...changes } : a)) } : f));
  return (
    <section className="card qtc-section">
      <div className="qtc-head">
        <h2>{t('qtClients.activities')}</h2>
        {!readOnly && form.activities.length < CLIENT_LIMITS.activitiesMax && (
          <Button icon="pi pi-plus" text label={t('qtClients.addActivity')} data-testid="client-add-activity"
            onClick={() => setForm((f) => (f ? { ...f, activities: [...f.activities, { id: nextLocalId(), name: '', provinceCode: f.address.provinceCode, place: '', startDate: new Date().toISOString().slice(0, 10) }] } : f))} />
        )}
      </div>
      {form.activities.length === 0 && <p className="qtc-meta">{t('qtClients.noActivities')}</p>}
      <div className="qtc-lines">
        {form.activities.map((a, i) => (
          <div className="qtc-line" key={a.id} data-testid="client-activity">
            <Field id={`qtc-act-${i}-name`} label={t('qtClients.field.activityName')}>
              <InputText id={`qtc-act-${i}-name`} value={a.name} maxLength={CLIENT_LIMITS.nameMax} disabled={readOnly} onChange={(e) => set(i, { name: e.target.value })} />
            </Field>
            <Field id={`qtc-act-${i}-province`} label={t('qtClients.field.activityProvince')}>
              {provinces && !readOnly ? (
                <Dropdown inputId={`qtc-act-${i}-province`} value={a.provinceCode} filter options={provinces.map((r) => ({ value: r.code, label: nameIn(i18n.language, r) }))} onChange={(e) => set(i, { provinceCode: e.value })} />
              ) : (
                <InputText id={`qtc-act-${i}-province`} value={a.provinceCode} disabled={readOnly} onChange={(e) => set(i, { provinceCode: e.target.value.trim() })} />
              )}
            </Field>
            <Field id={`qtc-act-${i}-place`} label={t('qtClients.field.place')}>
              <InputText id={`qtc-act-${i}-place`} value={a.place} maxLength={CLIENT_LIMITS.textMax} disabled={readOnly} onChange={(e) => set(i, { place: e.target.value })} />
            </Field>
            <Field id={`qtc-act-${i}-start`} label={t('qtClients.field.startDate')}>
              <DayInput inputId={`qtc-act-${i}-start`} value={a.startDate || null} disabled={readOnly} onChange={(day) => set(i, { startDate: day ?? '' })} />
            </Field>
            {!readOnly && <Button icon="pi pi-trash" text severity="danger" aria-label={t('qtClients.remove')} onClick={() => setForm((f) => (f ? { ...f, activities: f.activities.filter((_, j) => j !== i) } : f))} />}
          </div>
        ))}
      </div>
    </section>
  );
}

function ContactsSection({ form, setForm, readOnly }: FormProps) {
  const { t } = useTranslation();
  const set = (index: number, changes: Partial<ClientContactPerson>) =>
    setForm((f) => (f ? { ...f, contacts: f.contacts.map((c, i) => (i === index ? { ...c, ...changes } : c)) } : f));
  const text = (i: number, c: ClientContactPerson, key: 'name' | 'position' | 'phone' | 'email', label: string, max: number) => (
    <Field id={`qtc-contact-${i}-${key}`} label={label}>
      <InputText id={`qtc-contact-${i}-${key}`} value={c[key]} maxLength={max} disabled={readOnly} type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
        onChange={(e) => set(i, { [key]: e.target.value })} />
    </Field>
  );
  return (
    <section className="card qtc-section">
      <div className="qtc-head">
        <h2>{t('qtClients.contacts')}</h2>
        {!readOnly && form.contacts.length < CLIENT_LIMITS.contactsMax && (
          <Button icon="pi pi-plus" text label={t('qtClients.addContact')}
            onClick={() => setForm((f) => (f ? { ...f, contacts: [...f.contacts, { id: nextLocalId(), name: '', position: '', phone: '', email: '' }] } : f))} />
        )}
      </div>
      {form.contacts.length === 0 && <p className="qtc-meta">{t('qtClients.noContacts')}</p>}
      <div className="qtc-lines">
        {form.contacts.map((c, i) => (
          <div className="qtc-line" key={c.id} data-testid="client-contact">
            {text(i, c, 'name', t('qtClients.field.contactName'), CLIENT_LIMITS.nameMax)}
            {text(i, c, 'position', t('qtClients.field.position'), CLIENT_LIMITS.nameMax)}
            {text(i, c, 'phone', t('qtClients.field.phone'), 50)}
            {text(i, c, 'email', t('qtClients.field.email'), 200)}
            {!readOnly && <Button icon="pi pi-trash" text severity="danger" aria-label={t('qtClients.remove')} onClick={() => setForm((f) => (f ? { ...f, contacts: f.contacts.filter((_, j) => j !== i) } : f))} />}
          </div>
        ))}
      </div>
    </section>
  );
}

/** The customer accounts acting for the client (the accounts area lists them; ids when it cannot be read). */
function ActingSection({ form, setForm }: FormProps) {
  const { t } = useTranslation();
  const [customers, setCustomers] = useState<AccountRow[] | null>(null);
  useEffect(() => { clientsApi.accounts('customer').then(setCustomers, () => setCustomers(null)); }, []);
  const known = useMemo(() => new Map((customers ?? []).map((a) => [a.id, a])), [customers]);
  return (
    <section className="card qtc-section">
      <h2>{t('qtClients.actingFor')}</h2>
      {customers ? (
        <div className="qtc-lines">
          {customers.map((a) => (
            <span className="qtc-inline" key={a.id}>
              <Checkbox inputId={`qtc-acting-${a.id}`} checked={form.actingAccountIds.includes(a.id)}
                onChange={(e) => setForm((f) => (f ? { ...f, actingAccountIds: e.checked ? [...f.actingAccountIds, a.id] : f.actingAccountIds.filter((x) => x !== a.id) } : f))} />
              <label htmlFor={`qtc-acting-${a.id}`}>{a.name} ({a.email})</label>
            </span>
          ))}
        </div>
      ) : (
        <InputText aria-label={t('qtClients.actingFor')} value={form.actingAccountIds.join(', ')} style={{ width: '100%' }} data-testid="client-acting"
          onChange={(e) => setForm((f) => (f ? { ...f, actingAccountIds: e.target.value.split(',').map((s) => s.trim()).filter(Boolean) } : f))} />
      )}
      {customers && form.actingAccountIds.filter((id) => !known.has(id)).map((id) => <span key={id} className="qtc-meta">{id}</span>)}
    </section>
  );
}

function DocumentsSection({ clientId, editor }: { clientId: string; editor: boolean }) {
  const { t, i18n } = useTranslation();
  const documents = useLiveData(() => clientsApi.documents(clientId), [clientId], ['clients.']);
  const types = useRows(() => clientsApi.masterRows('document-type').then((rows) => rows.filter((r) => r.appliesTo === 'client')), []);
  const [typeCode, setTypeCode] = useState('mandate-letter');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const typeName = (code: string) => {
    const row = types?.find((r) => r.code === code);
    return row ? nameIn(i18n.language, row) : code;
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await clientsApi.upload(clientId, typeCode, file);
      alertRaised({ type: 'success', message: t('qtClients.uploaded') });
      documents.reload();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Why the file was refused, in the reader's language: not a PDF, PNG or JPEG, or over the size limit.
      const code = error.envelope?.code;
      if (code === 'fileType' || code === 'documentTooLarge') alertRaised({ type: 'error', message: t(`error.code.${code}`) });
      else alertFor(error);
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const download = async (document: ClientDocument) => {
    try {
      const blob = await clientsApi.content(clientId, document.id);
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.fileName;
      window.document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      // shown by the shell
    }
  };
  const retire = async (document: ClientDocument) => {
    try {
      await clientsApi.retire(clientId, document.id);
      alertRaised({ type: 'success', message: t('qtClients.retired') });
      documents.reload();
    } catch {
      // shown by the shell
    }
  };
  return (
    <section className="card qtc-section" data-testid="client-documents">
      <h2>{t('qtClients.documents')}</h2>
      {editor && (
        <div className="qtc-upload">
          {types ? (
            <Dropdown value={typeCode} options={types.map((r) => ({ value: r.code, label: nameIn(i18n.language, r) }))} onChange={(e) => setTypeCode(e.value)} aria-label={t('qtClients.documentType')} />
          ) : (
            <InputText value={typeCode} onChange={(e) => setTypeCode(e.target.value.trim())} aria-label={t('qtClients.documentType')} />
          )}
          <input ref={fileInput} type="file" accept="application/pdf,image/png,image/jpeg" hidden onChange={(e) => void upload(e.target.files?.[0])} data-testid="client-upload-input" />
          <Button icon="pi pi-upload" label={t('qtClients.upload')} onClick={() => fileInput.current?.click()} loading={busy} outlined />
          <span className="qtc-meta">{t('qtClients.uploadHint')}</span>
        </div>
      )}
      {(documents.data ?? []).length === 0 && <p className="qtc-meta">{t('qtClients.noDocuments')}</p>}
      <ul className="qtc-docs">
        {(documents.data ?? []).map((d) => (
          <li className="qtc-doc" key={d.id} data-testid="client-document">
            <span>
              <i className={d.contentType === 'application/pdf' ? 'pi pi-file-pdf' : 'pi pi-image'} aria-hidden="true" />{' '}
              <strong>{typeName(d.typeCode)}</strong>{' '}
              <span className="qtc-doc-name">{d.fileName}</span>{' '}
              <span className="qtc-meta">{formatNumber(Math.max(1, Math.round(d.size / 1024)), i18n.language)} KiB · {formatDate(d.uploadedAt, i18n.language)}</span>
            </span>
            <span className="qtc-inline">
              <Button icon="pi pi-download" text label={t('qtClients.download')} onClick={() => void download(d)} />
              {editor && <Button icon="pi pi-times" text severity="secondary" label={t('qtClients.retire')} onClick={() => void retire(d)} />}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HistorySection({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation();
  const history = useLiveData<ClientHistoryEntry[]>(() => clientsApi.history(clientId), [clientId], ['clients.']);
  const user = useUnit($user);
  const who = (id: string | null) => (id === null ? t('qtClients.system') : id === user?.id ? user.name : t('qtClients.someone'));
  return (
    <section className="card qtc-section" data-testid="client-history">
      <h2>{t('qtClients.history')}</h2>
      {(history.data ?? []).length === 0 && <p className="qtc-meta">{t('qtClients.noHistory')}</p>}
      <ul className="qtc-history">
        {(history.data ?? []).slice(0, 50).map((entry) => (
          <li key={entry.position}>
            <span className="qtc-meta">{formatDate(entry.at, i18n.language, 'DDD t')}</span>
            <div>
              {entry.type === 'clients.client-registered'
                ? `${t('qtClients.registeredBy')} (${who(entry.by)})`
                : t('qtClients.changedBy', { who: who(entry.by), fields: Object.keys(entry.changes).map((f) => fieldLabel(t, f)).join(', ') })}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { getMetadataStorage } from 'class-validator';

type Lookup = ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas'];

let remembering = false;

/**
 * class-validator finds a class's rules, on every validation of every nested object, by walking every class it knows
 * (several hundred DTOs here, an `instanceof` each, for inherited rules): about 4% of a write's CPU in a profile. The
 * rules are declared when the classes are defined; the answer is remembered per class and options, and everything
 * remembered is forgotten when a rule or schema is added later, so the lookup stays exact.
 */
export function rememberValidationMetadata(): void {
  if (remembering) return;
  remembering = true;
  const storage = getMetadataStorage();
  const lookUp: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const addMetadata = storage.addValidationMetadata.bind(storage);
  const addSchema = storage.addValidationSchema.bind(storage);
  let remembered = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let byOptions = remembered.get(target);
    if (!byOptions) remembered.set(target, (byOptions = new Map()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookUp(target, schema, always, strictGroups, groups)));
    return found;
  };
  storage.addValidationMetadata = (metadata) => {
    remembered = new WeakMap();
    addMetadata(metadata);
  };
  storage.addValidationSchema = (schema) => {
    remembered = new WeakMap();
    addSchema(schema);
  };
}

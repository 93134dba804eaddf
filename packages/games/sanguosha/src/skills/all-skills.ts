import { registerSkills } from './registry';
import { EQUIPMENT_SKILLS } from './equipment/index';

// The skill registry: every implemented skill and equipment effect, one file each.
registerSkills([...EQUIPMENT_SKILLS]);

/** Fictional account holders and addresses per country (no real people). */
import type { Rng } from './rng.ts';

export type Country = 'GB' | 'US' | 'DE' | 'FR' | 'ES' | 'IT' | 'NL' | 'PT' | 'CH' | 'IN' | 'AU' | 'NZ' | 'PL';

interface CountryData {
  first: string[];
  last: string[];
  streets: string[];
  towns: Array<[string, string]>; // [town, postcode pattern: 9 = digit, A = letter]
  format: (o: { name: string; no: string; street: string; town: string; pc: string; rng: Rng }) => string[];
}

const DATA: Record<Country, CountryData> = {
  GB: {
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Jack', 'Emily', 'Priya', 'Tomasz'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Patel', 'Hughes', 'Wright', 'Khan', 'Walker'],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Avenue', 'Queens Road'],
    towns: [
      ['LEEDS', 'LS9 9AA'],
      ['BRISTOL', 'BS9 9AA'],
      ['YORK', 'YO99 9AA'],
      ['READING', 'RG9 9AA'],
      ['NORWICH', 'NR9 9AA'],
      ['LONDON', 'SE99 9AA'],
    ],
    format: ({ name, no, street, town, pc }) => [name.toUpperCase(), `${no} ${street.toUpperCase()}`, town, pc],
  },
  US: {
    first: ['James', 'Mary', 'Robert', 'Linda', 'Michael', 'Jennifer', 'David', 'Maria', 'Daniel', 'Ashley'],
    last: ['Johnson', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Anderson', 'Thomas', 'Moore', 'Lee'],
    streets: ['Maple Ave', 'Oak St', 'Washington Blvd', 'Lake Dr', 'Pine St', 'Elm St', 'Sunset Blvd'],
    towns: [
      ['Columbus OH', '99999'],
      ['Austin TX', '78999'],
      ['Portland OR', '97999'],
      ['Denver CO', '80999'],
      ['Raleigh NC', '27999'],
    ],
    format: ({ name, no, street, town, pc, rng }) => [
      name.toUpperCase(),
      `${no} ${street.toUpperCase()}${rng.chance(0.3) ? ` APT ${rng.int(1, 40)}` : ''}`,
      `${town.toUpperCase()} ${pc}-${rng.digits(4)}`,
    ],
  },
  DE: {
    first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Laura', 'Paul', 'Sophie', 'Jan', 'Katrin'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Lindenallee', 'Schillerstraße', 'Goethestraße'],
    towns: [
      ['Berlin', '10999'],
      ['Hamburg', '20999'],
      ['München', '80999'],
      ['Köln', '50999'],
      ['Leipzig', '04999'],
    ],
    format: ({ name, no, street, town, pc }) => [name, `${street} ${no}`, `${pc} ${town}`],
  },
  FR: {
    first: ['Camille', 'Lucas', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Gabriel', 'Inès', 'Théo'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'],
    streets: ['RUE DE LA PAIX', 'AVENUE VICTOR HUGO', 'RUE DES LILAS', 'BOULEVARD VOLTAIRE', 'RUE PASTEUR'],
    towns: [
      ['PARIS', '75099'],
      ['LYON', '69009'],
      ['NANTES', '44099'],
      ['LILLE', '59099'],
      ['TOULOUSE', '31099'],
    ],
    format: ({ name, no, street, town, pc, rng }) => [`${rng.pick(['M.', 'MME', 'M. OU MME'])} ${name.toUpperCase()}`, `${no} ${street}`, `${pc} ${town}`],
  },
  ES: {
    first: ['Lucía', 'Hugo', 'Martina', 'Pablo', 'Sofía', 'Alejandro', 'Carmen', 'Javier', 'Elena', 'Diego'],
    last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz'],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle del Sol', 'Paseo de Gracia', 'Calle Real'],
    towns: [
      ['Madrid', '28099'],
      ['Valencia', '46099'],
      ['Sevilla', '41099'],
      ['Zaragoza', '50099'],
      ['Bilbao', '48099'],
    ],
    format: ({ name, no, street, town, pc, rng }) => [
      name.toUpperCase(),
      `${street.toUpperCase()} ${no}, ${rng.int(1, 8)}º ${rng.pick(['A', 'B', 'C', 'IZQ', 'DCHA'])}`,
      `${pc} ${town.toUpperCase()}`,
    ],
  },
  IT: {
    first: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena', 'Davide'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'],
    streets: ['VIA ROMA', 'VIA GARIBALDI', 'CORSO VITTORIO EMANUELE', 'VIA DANTE', 'VIALE EUROPA'],
    towns: [
      ['MILANO MI', '20199'],
      ['TORINO TO', '10199'],
      ['BOLOGNA BO', '40199'],
      ['ROMA RM', '00199'],
      ['NAPOLI NA', '80199'],
    ],
    format: ({ name, no, street, town, pc }) => [name.toUpperCase(), `${street} ${no}`, `${pc} ${town}`],
  },
  NL: {
    first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Mila', 'Finn', 'Tess', 'Bram', 'Sanne'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsplein', 'Prinsengracht', 'Lindelaan'],
    towns: [
      ['AMSTERDAM', '1099 AB'],
      ['UTRECHT', '3599 CD'],
      ['ROTTERDAM', '3099 EF'],
      ['GRONINGEN', '9799 GH'],
      ['EINDHOVEN', '5699 JK'],
    ],
    format: ({ name, no, street, town, pc, rng }) => [`${rng.pick(['Dhr.', 'Mevr.', 'Hr/Mw'])} ${name}`, `${street} ${no}`, `${pc} ${town}`],
  },
  PT: {
    first: ['João', 'Maria', 'Tiago', 'Ana', 'Rui', 'Beatriz', 'Miguel', 'Inês', 'Pedro', 'Sofia'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Gomes'],
    streets: ['RUA DA LIBERDADE', 'AVENIDA DA REPUBLICA', 'RUA DO ALECRIM', 'TRAVESSA DO CARMO', 'RUA AUGUSTA'],
    towns: [
      ['LISBOA', '1099-001'],
      ['PORTO', '4099-002'],
      ['BRAGA', '4799-003'],
      ['COIMBRA', '3099-004'],
      ['FARO', '8099-005'],
    ],
    format: ({ name, no, street, town, pc, rng }) => [
      name.toUpperCase(),
      `${street} ${no} ${rng.int(1, 6)}º ${rng.pick(['ESQ', 'DTO', 'FTE'])}`,
      `${pc} ${town}`,
    ],
  },
  CH: {
    first: ['Noah', 'Mia', 'Luca', 'Emma', 'Leon', 'Lina', 'Nico', 'Elena', 'Samuel', 'Nina'],
    last: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Brunner', 'Baumann', 'Frei', 'Gerber'],
    streets: ['Bahnhofstrasse', 'Seestrasse', 'Dorfstrasse', 'Kirchweg', 'Bergstrasse', 'Rosenweg'],
    towns: [
      ['Zürich', '8099'],
      ['Bern', '3099'],
      ['Basel', '4099'],
      ['Luzern', '6099'],
      ['Winterthur', '8499'],
    ],
    format: ({ name, no, street, town, pc, rng }) => [`${rng.pick(['Herr', 'Frau'])}`, name, `${street} ${no}`, `${pc} ${town}`],
  },
  IN: {
    first: ['Aarav', 'Priya', 'Rahul', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rohan', 'Meera'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Singh', 'Desai', 'Joshi', 'Menon'],
    streets: ['M G ROAD', 'LINKING ROAD', 'ANNA SALAI', 'PARK STREET', 'FC ROAD', 'BRIGADE ROAD'],
    towns: [
      ['MUMBAI', '400099'],
      ['BENGALURU', '560099'],
      ['PUNE', '411099'],
      ['CHENNAI', '600099'],
      ['HYDERABAD', '500099'],
    ],
    format: ({ name, no, street, town, pc, rng }) => [
      `${rng.pick(['MR', 'MS', 'MRS'])} ${name.toUpperCase()}`,
      `FLAT NO ${no}, ${rng.pick(['SAI KRUPA', 'GREEN PARK', 'SHANTI NIWAS', 'LAKE VIEW'])} APTS`,
      street,
      `${town} ${pc}`,
      'INDIA',
    ],
  },
  AU: {
    first: ['Jack', 'Charlotte', 'William', 'Olivia', 'Thomas', 'Chloe', 'Lachlan', 'Sophie', 'Ethan', 'Zoe'],
    last: ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Kelly', 'Murphy', "O'Brien", 'Tran'],
    streets: ['GEORGE ST', 'PARRAMATTA RD', 'CHAPEL ST', 'BEACH RD', 'KING ST', 'HIGH ST'],
    towns: [
      ['NEWTOWN NSW', '2042'],
      ['RICHMOND VIC', '3121'],
      ['FORTITUDE VALLEY QLD', '4006'],
      ['FREMANTLE WA', '6160'],
      ['GLENELG SA', '5045'],
    ],
    format: ({ name, no, street, town, pc, rng }) => [
      name.toUpperCase(),
      `${rng.chance(0.4) ? `UNIT ${rng.int(1, 30)} ` : ''}${no} ${street}`,
      `${town} ${pc}`,
    ],
  },
  NZ: {
    first: ['Aroha', 'James', 'Mere', 'Liam', 'Ana', 'Nikau', 'Ruby', 'Tane', 'Isla', 'Hemi'],
    last: ['Ngata', 'Wilson', 'Smith', 'Parata', 'Brown', 'Te Kani', 'Walker', 'Hohepa', 'Taylor', 'Reid'],
    streets: ['Karaka Street', 'Rimu Road', 'Tawa Crescent', 'Harbour View Road', 'Kowhai Lane', 'Matai Street'],
    towns: [
      ['Hamilton', '3299'],
      ['Dunedin', '9099'],
      ['Nelson', '7099'],
      ['Tauranga', '3199'],
      ['Wellington', '6099'],
    ],
    format: ({ name, no, street, town, pc }) => [name.toUpperCase(), `${no} ${street}`, `${town} ${pc}`],
  },
  PL: {
    first: ['Jan', 'Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Michal', 'Agnieszka', 'Pawel', 'Ewa'],
    last: ['Nowak', 'Kowalski', 'Wisniewski', 'Wojcik', 'Kowalczyk', 'Kaminski', 'Lewandowski', 'Zielinski', 'Szymanski', 'Dabrowski'],
    streets: ['UL. MARSZALKOWSKA', 'UL. DLUGA', 'UL. KWIATOWA', 'UL. POLNA', 'AL. JEROZOLIMSKIE', 'UL. LESNA'],
    towns: [
      ['WARSZAWA', '00-999'],
      ['KRAKOW', '30-999'],
      ['GDANSK', '80-999'],
      ['POZNAN', '60-999'],
      ['WROCLAW', '50-999'],
    ],
    format: ({ name, no, street, town, pc, rng }) => [name.toUpperCase(), `${street} ${no}${rng.chance(0.6) ? `/${rng.int(1, 80)}` : ''}`, `${pc} ${town}`],
  },
};

export interface Person {
  first: string;
  last: string;
  name: string;
  address: string[];
  town: string;
}

function fillPattern(p: string, rng: Rng): string {
  return p.replace(/9/g, () => String(rng.int(1, 9))).replace(/A/g, () => rng.chars(1, 'ABDEFGHJLNPQRSTUWXYZ'));
}

export function person(rng: Rng, c: Country): Person {
  const d = DATA[c];
  const first = rng.pick(d.first);
  const last = rng.pick(d.last);
  const name = `${first} ${last}`;
  const [town, pcPat] = rng.pick(d.towns);
  const address = d.format({ name, no: String(rng.int(1, 180)), street: rng.pick(d.streets), town, pc: fillPattern(pcPat, rng), rng });
  return { first, last, name, address, town };
}

/** Another name from the same country (payees, senders). */
export function otherName(rng: Rng, c: Country): { first: string; last: string } {
  const d = DATA[c];
  return { first: rng.pick(d.first), last: rng.pick(d.last) };
}

import type { RegicideWords } from './words';

/** Regicide's reference in Spanish, with the usual Spanish names of the French-suited cards. */
export const WORDS_ES: RegicideWords = {
  entries: {
    'card.ace': {
      name: 'Compañero animal (As)',
      text: 'Vale 1. Se juega solo o junto con otra carta (que no sea un Bufón): los dos valores se suman y actúan ambos palos. Dos Ases también forman una pareja.',
    },
    'card.number': {
      name: 'Carta numérica (del 2 al 10)',
      text: 'Vale su número, para atacar y para cubrir el daño. Las cartas del mismo número pueden jugarse juntas si suman 10 o menos (2-2, 3-3-3, 5-5 …). Su palo añade un poder al jugarla.',
    },
    'card.jack': {
      name: 'Jota',
      text: 'Como enemigo: ataque 10, vida 20. Si acaba en una mano tras ser derrotada, vale 10 y funciona como una carta numérica de su palo (no puede formar parte de una combinación).',
    },
    'card.queen': {
      name: 'Reina',
      text: 'Como enemigo: ataque 15, vida 30. Si acaba en una mano tras ser derrotada, vale 15 y funciona como una carta numérica de su palo (no puede formar parte de una combinación).',
    },
    'card.king': {
      name: 'Rey',
      text: 'Como enemigo: ataque 20, vida 40. Si acaba en una mano tras ser derrotado, vale 20 y funciona como una carta numérica de su palo (no puede formar parte de una combinación).',
    },
    'card.jester': {
      name: 'Bufón',
      text: 'Se juega solo. El enemigo actual pierde su inmunidad a su propio palo (las picas ya jugadas empiezan a proteger enseguida). No se hace daño y el enemigo no contraataca; después eliges quién juega a continuación. Vale 0 al descartar.',
    },
    'suit.hearts': {
      name: 'Corazones ♥',
      text: 'Curar: baraja el descarte y pon debajo de la Taberna tantas de sus cartas como valga la jugada. Los Corazones curan antes de que los Diamantes roben.',
    },
    'suit.diamonds': {
      name: 'Diamantes ♦',
      text: 'Robar: se roban tantas cartas como valga la jugada, de una en una, empezando por ti y dando la vuelta a la mesa; las manos llenas se saltan.',
    },
    'suit.clubs': {
      name: 'Tréboles ♣',
      text: 'Daño doble: la jugada hace el doble de su valor.',
    },
    'suit.spades': {
      name: 'Picas ♠',
      text: 'Escudo: el ataque del enemigo baja tanto como valga la jugada hasta que el enemigo sea derrotado. Los escudos se suman.',
    },
    'term.immunity': {
      name: 'Inmunidad',
      text: 'Un enemigo ignora el poder de su propio palo hasta que se juega un Bufón contra él. Las cartas siguen haciendo su daño.',
    },
    'term.yield': {
      name: 'Ceder',
      text: 'No jugar nada este turno; el enemigo contraataca igualmente. No puedes ceder si todos los demás jugadores cedieron en su último turno, ni cuando juegas solo.',
    },
    'term.defend': {
      name: 'Cubrir el daño',
      text: 'Cuando el enemigo ataca, descarta cartas que valgan al menos su ataque. Detente en cuanto esté cubierto: la última carta puede pasarse, pero no puede sobrar ninguna carta que no hiciera falta. Si tu mano vale demasiado poco, todos perdéis.',
    },
    'term.exactKill': {
      name: 'Derrota exacta',
      text: 'Un enemigo cuyo daño alcanza exactamente su vida va boca abajo encima de la Taberna, así que será la próxima carta robada. Con más daño va al descarte.',
    },
    'term.jesterPower': {
      name: 'Poder del Bufón (en solitario)',
      text: 'Jugando solo tienes dos. Antes de jugar, o antes de cubrir el daño, descarta toda tu mano y roba hasta tener 8 cartas. Ganar sin usar ningún poder es oro; con uno, plata; con dos, bronce.',
    },
  },
  jester: 'Bufón',
  unknownCard: 'una carta desconocida',
};

import type { GodsGambitWords } from './words';

/** Gods' Gambit's reference in Spanish, in the words of the Spanish rulebook (carta de campo, comodín, posición de carta, Trompeta). */
export const WORDS_ES: GodsGambitWords = {
  cardNames: {
    Believer: 'Creyente',
    Monk: 'Monje',
    Missionary: 'Misionero',
    Angel: 'Ángel',
    Paladin: 'Paladín',
    Priest: 'Sacerdote',
    Lord: 'Líder',
    'Attendant God': 'Dios asistente',
    Avatar: 'Avatar',
    Magician: 'Mago',
    Elf: 'Elfo',
    Royal: 'Realeza',
    Hero: 'Héroe',
    Dragon: 'Dragón',
    Goddess: 'Diosa',
    Demon: 'Demonio',
    Wraith: 'Espectro',
    'Evil God': 'Dios maligno',
    Trumpet: 'Trompeta',
  },
  cardTexts: {
    Believer: 'Carta común, 1. No tiene poder: solo se puede jugar en el campo.',
    Monk: 'Carta común, 2. Jugada en tu posición de carta: Diligencia.',
    Missionary: 'Carta común, 3. Jugada en tu posición de carta: Silencio.',
    Angel: 'Carta común, 4. Jugada en tu posición de carta: Gracia.',
    Paladin: 'Carta común, 5. Jugada en tu posición de carta: Cruzada.',
    Priest: 'Carta común, 6. Jugada en tu posición de carta: Rito.',
    Lord: 'Carta común, 7. Jugada en tu posición de carta: Decreto.',
    'Attendant God':
      'Carta común, 8. Una carta de Defensa: Escudo, jugada desde tu mano cuando un poder te apunta.',
    Avatar:
      'Carta común, 9. Una carta de Defensa: Reflejo, jugada desde tu mano cuando un poder te apunta.',
    Magician:
      'Comodín bueno, 10. Coincide con todo. Jugado en tu posición de carta: Transmutación.',
    Elf: 'Comodín bueno, 10. Coincide con todo. Jugado en tu posición de carta: Travesura.',
    Royal: 'Comodín bueno, 10. Coincide con todo. Jugado en tu posición de carta: Privilegio.',
    Hero: 'Comodín bueno, 20. Coincide con todo. Una carta de Defensa: Valor.',
    Dragon:
      'Comodín bueno, 20. Coincide con todo. Jugado en tu posición de carta: Fuego de dragón.',
    Goddess: 'Comodín bueno, 30. Coincide con todo. Jugado en tu posición de carta: Milagro.',
    Demon: 'Comodín maligno, 10. Coincide con todo. Jugado en tu posición de carta: Maldición.',
    Wraith: 'Comodín maligno, 20. Coincide con todo. Jugado en tu posición de carta: Acecho.',
    'Evil God':
      'Comodín maligno, 30. Coincide con todo. Jugado en tu posición de carta: Cataclismo.',
    Trumpet:
      'Nunca se tiene en la mano. Una Trompeta que sale del mazo se pone boca arriba enseguida (si la robaste, cuenta igualmente como tu robo). Cuando aparece la cuarta Trompeta, la ronda termina.',
  },
  skills: {
    diligence: {
      name: 'Diligencia',
      text: 'Puedes hacer una jugada extra, pero solo de una carta común (del 1 al 9) del color actual.',
    },
    silence: { name: 'Silencio', text: 'Elige a otro jugador: pierde su próximo turno.' },
    grace: { name: 'Gracia', text: 'Puedes hacer una jugada extra con una carta que coincida.' },
    crusade: { name: 'Cruzada', text: 'Elige a otro jugador: roba 2 cartas.' },
    rite: {
      name: 'Rito',
      text: 'Puedes hacer hasta dos jugadas extra, una tras otra, cada una coincidiendo con el campo tal como esté entonces.',
    },
    decree: { name: 'Decreto', text: 'Cuando termine este turno, juegas otro turno.' },
    shield: {
      name: 'Escudo',
      text: 'Defensa: cuando un poder te apunta, lo anulas. No tiene efecto en tu propio turno.',
    },
    reflection: {
      name: 'Reflejo',
      text: 'Defensa: cuando un poder te apunta, lo desvías hacia otro jugador que elijas (no tú). No tiene efecto en tu propio turno.',
    },
    transmutation: {
      name: 'Transmutación',
      text: 'Elige el color actual (la carta de campo se queda). Después puedes hacer una jugada extra con una carta que coincida.',
    },
    mischief: {
      name: 'Travesura',
      text: 'Elige a otro jugador: este Elfo pasa de tu posición de carta a la suya, donde cuenta 10 en su contra.',
    },
    privilege: {
      name: 'Privilegio',
      text: 'Puedes hacer una jugada extra con cualquier carta de tu mano, coincida o no.',
    },
    valor: {
      name: 'Valor',
      text: 'Defensa: cuando un poder te apunta, lo anulas, y quien te lo lanzó roba 2 cartas. Como es comodín, siempre se puede usar.',
    },
    dragonfire: { name: 'Fuego de dragón', text: 'Cada uno de los demás jugadores roba 1 carta.' },
    miracle: {
      name: 'Milagro',
      text: 'Puedes hacer tantas jugadas extra como quieras, una tras otra, cada una coincidiendo con el campo tal como esté entonces.',
    },
    curse: {
      name: 'Maldición',
      text: 'Elige a otro jugador: roba 2 cartas y después pierde su próximo turno.',
    },
    haunting: {
      name: 'Acecho',
      text: 'Elige a otro jugador: pasa una o dos cartas de tu mano a su posición de carta, donde cuentan en su contra.',
    },
    cataclysm: { name: 'Cataclismo', text: 'Cada uno de los demás jugadores roba 2 cartas.' },
  },
  terms: {
    'term.matching': {
      name: 'Coincidir',
      text: 'Una carta coincide con el campo cuando es un comodín, cuando tiene el color actual o cuando es una carta común con el mismo número que una carta de campo común. Con un comodín en el campo solo se coincide por color.',
    },
    'term.skillArea': {
      name: 'Posición de carta',
      text: 'La fila de cartas delante de ti. Jugar allí una carta que coincida usa su poder; el campo no cambia. Las cartas de allí se quedan hasta el final de la ronda y cuentan como penalización, salvo que te hayas quedado sin cartas.',
    },
    'term.extraPlay': {
      name: 'Jugada extra',
      text: 'Una jugada de tu mano al campo hecha mientras se resuelve un poder. Debe coincidir salvo que el poder diga otra cosa, y su propio poder no se activa.',
    },
    'term.defense': {
      name: 'Defensa',
      text: 'Cuando un poder te apunta, puedes responder con un Dios asistente, un Avatar o un Héroe que coincida con el campo. Se te pregunta siempre, tengas lo que tengas. Un poder jugado como última carta no admite defensa.',
    },
    'term.wild': {
      name: 'Comodín',
      text: 'Los 10, 20 y 30, buenos (verdes) o malignos (morados). Coinciden con todo; cuando uno va al campo, quien lo juega elige el color actual.',
    },
    'term.penalty': {
      name: 'Penalización',
      text: 'Al final de una ronda, el jugador que se quedó sin cartas suma 0; los demás suman los números de su mano y de su posición de carta. Tras tres rondas gana el total más bajo.',
    },
  },
  colours: { W: 'blanco', K: 'negro', R: 'rojo', U: 'azul' },
  commonCard: (name, number, colour) => `${name} ${colour} ${number}`,
  unknownCard: 'una carta desconocida',
};

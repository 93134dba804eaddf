import type { SanguoshaWords } from './words';

/** Sanguosha's reference in Spanish, in the words of the Spanish rulebook (Señor, Leal, Rebelde, Traidor, salud, personaje, Matar, Melocotón). */
export const WORDS_ES: SanguoshaWords = {
  cardTitles: {
    kill: 'Matar',
    dodge: 'Esquivar',
    peach: 'Melocotón',
    dismantle: 'Desmantelar',
    steal: 'Hurtar',
    duel: 'Duelo',
    borrowed_sword: 'Espada prestada',
    ex_nihilo: 'De la nada',
    negate: 'Anular',
    barbarians: 'Invasión bárbara',
    arrows: 'Lluvia de flechas',
    peach_garden: 'Jardín de melocotones',
    harvest: 'Cosecha',
    iron_chain: 'Cadena de hierro',
    fire_attack: 'Ataque de fuego',
    lightning: 'Rayo',
    indulgence: 'Indulgencia',
    crossbow: 'Ballesta de Zhuge',
    qinggang: 'Espada Qinggang',
    ice_sword: 'Espada de hielo',
    yinyang_swords: 'Espadas yin-yang',
    green_dragon: 'Hoja del Dragón Verde',
    serpent_spear: 'Lanza serpiente',
    stone_axe: 'Hacha de piedra',
    sky_halberd: 'Alabarda celestial',
    kylin_bow: 'Arco del Qilin',
    eight_trigrams: 'Bagua (Ocho trigramas)',
    renwang_shield: 'Escudo Renwang',
    dilu: 'Dilu',
    jueying: 'Jueying',
    zhuahuang: 'Zhuahuang Feidian',
    chitu: 'Chitu',
    dayuan: 'Dayuan',
    zixing: 'Zixing',
  },
  cardTexts: {
    kill: 'Carta básica. En tu fase de juego, ataca a otro jugador dentro de tu alcance de ataque: debe responder con un Esquivar o pierde 1 de salud. Normalmente solo un Matar por turno. También se juega en respuesta a un Duelo o a una Invasión bárbara.',
    dodge:
      'Carta básica. Solo se juega en respuesta: anula un Matar dirigido a ti, o te salva de una Lluvia de flechas.',
    peach:
      'Carta básica. En tu turno, recupera 1 de salud si estás herido. En cualquier momento, salva con 1 de salud a un jugador moribundo (tú incluido).',
    dismantle:
      'Truco. Elige a otro jugador que tenga cartas; descarta una de sus cartas (de la mano sin verla, o de su equipo o zona de juicio).',
    steal:
      'Truco. Elige a un jugador a distancia 1 que tenga cartas; toma una de sus cartas (de la mano sin verla, o de su equipo o zona de juicio) y ponla en tu mano.',
    duel: 'Truco. Elige a otro jugador. Empezando por él, os turnáis jugando un Matar; el primero que no lo hace pierde 1 de salud, causada por el otro.',
    borrowed_sword:
      'Truco. Elige a un jugador con arma y a alguien a quien podría atacar. Debe usar un Matar contra ese jugador o darte su arma.',
    ex_nihilo: 'Truco. Roba 2 cartas.',
    negate:
      'Truco, jugado en cualquier momento en que un truco va a actuar sobre un jugador: no tiene efecto sobre ese jugador. Un Anular puede ser anulado a su vez.',
    barbarians:
      'Truco. Cada uno de los demás jugadores, por turno, debe jugar un Matar o perder 1 de salud.',
    arrows:
      'Truco. Cada uno de los demás jugadores, por turno, debe jugar un Esquivar o perder 1 de salud.',
    peach_garden: 'Truco. Cada jugador herido, empezando por ti, recupera 1 de salud.',
    harvest:
      'Truco. Se destapan del mazo tantas cartas como jugadores vivos; empezando por ti, cada jugador toma una.',
    iron_chain:
      'Truco, creado solo por una habilidad. Encadena o desencadena a uno o dos jugadores. El daño de fuego o de trueno a un jugador encadenado se extiende a todos los demás encadenados.',
    fire_attack:
      'Truco, creado solo por una habilidad. Un jugador con cartas en la mano enseña una; si tú descartas entonces una carta del mismo palo, le haces 1 de daño de fuego.',
    lightning:
      'Truco retardado, que pones delante de ti. En el juicio de quien lo tiene, una pica del 2 al 9 le hace 3 de daño de trueno; cualquier otra carta lo pasa al siguiente jugador.',
    indulgence:
      'Truco retardado, que pones delante de otro jugador a cualquier distancia. En su juicio, cualquier carta que no sea de corazones le hace saltarse su fase de juego.',
    crossbow: 'Arma, alcance 1. Puedes usar cualquier número de Matar en tu fase de juego.',
    qinggang: 'Arma, alcance 2. Tus Matar ignoran la armadura del objetivo.',
    ice_sword:
      'Arma, alcance 2. Cuando tu Matar fuera a herir a un jugador que tiene cartas, puedes en su lugar descartar hasta dos de sus cartas.',
    yinyang_swords:
      'Arma, alcance 2. Cuando tu Matar apunta a un jugador del otro sexo, este elige: descartar una carta de la mano o dejarte robar una carta.',
    green_dragon:
      'Arma, alcance 3. Cuando esquivan tu Matar, puedes usar enseguida otro Matar contra el mismo jugador.',
    serpent_spear:
      'Arma, alcance 3. Puedes usar o jugar dos cartas cualesquiera de tu mano como un Matar.',
    stone_axe:
      'Arma, alcance 3. Cuando esquivan tu Matar, puedes descartar dos cartas para que acierte igualmente.',
    sky_halberd:
      'Arma, alcance 4. Cuando tu Matar es tu última carta en la mano, puede tener hasta dos objetivos más.',
    kylin_bow:
      'Arma, alcance 5. Cuando tu Matar hiere a un jugador con caballo, puedes descartar uno de sus caballos.',
    eight_trigrams:
      'Armadura. Cuando necesitas un Esquivar, puedes hacer antes un juicio: una carta roja cuenta como Esquivar.',
    renwang_shield: 'Armadura. Los Matar negros no tienen efecto sobre ti.',
    dilu: 'Caballo +1. Los demás jugadores cuentan un asiento más para llegar a ti.',
    jueying: 'Caballo +1. Los demás jugadores cuentan un asiento más para llegar a ti.',
    zhuahuang: 'Caballo +1. Los demás jugadores cuentan un asiento más para llegar a ti.',
    chitu: 'Caballo −1. Cuentas un asiento menos para llegar a los demás jugadores.',
    dayuan: 'Caballo −1. Cuentas un asiento menos para llegar a los demás jugadores.',
    zixing: 'Caballo −1. Cuentas un asiento menos para llegar a los demás jugadores.',
  },
  skills: {
    jianxiong: {
      name: 'Jianxiong (Héroe villano)',
      text: 'Después de recibir daño de una carta, puedes tomar esa carta en tu mano.',
    },
    hujia: {
      name: 'Hujia (Escolta real)',
      text: 'Habilidad de Señor. Cuando necesitas un Esquivar, puedes pedir a los demás personajes de Wei, por turno, que lo den por ti.',
    },
    fankui: {
      name: 'Fankui (Represalia)',
      text: 'Después de que otro te haga daño, puedes tomar una de sus cartas (de la mano sin verla, o una pieza de equipo).',
    },
    guicai: {
      name: 'Guicai (Talento demoníaco)',
      text: 'Cuando se destapa la carta de juicio de cualquiera, puedes sustituirla por una carta de tu mano.',
    },
    ganglie: {
      name: 'Ganglie (Inflexible)',
      text: 'Después de que otro te haga daño, puedes hacer un juicio; salvo que sea de corazones, debe descartar dos cartas de la mano o recibir 1 de daño de ti.',
    },
    tuxi: {
      name: 'Tuxi (Incursión repentina)',
      text: 'En lugar de robar en tu fase de robo, puedes tomar una carta de la mano, sin verla, de uno o dos jugadores.',
    },
    luoyi: {
      name: 'Luoyi (Pecho descubierto)',
      text: 'Puedes robar una carta menos en tu fase de robo; entonces, este turno, tus Matar y tus Duelos hacen 1 de daño más.',
    },
    tiandu: {
      name: 'Tiandu (Envidia del cielo)',
      text: 'Después de uno de tus juicios, puedes tomar la carta de juicio en tu mano.',
    },
    yiji: {
      name: 'Yiji (Estrategia legada)',
      text: 'Por cada punto de daño que recibes, puedes mirar las dos cartas de arriba del mazo y dárselas a cualquier jugador, tú incluido.',
    },
    qingguo: {
      name: 'Qingguo (Belleza que derriba naciones)',
      text: 'Puedes usar o jugar cualquier carta negra de tu mano como un Esquivar.',
    },
    luoshen: {
      name: 'Luoshen (Diosa del Luo)',
      text: 'Al inicio de tu turno puedes hacer juicios, uno tras otro: te quedas cada carta negra y puedes seguir; una carta roja lo termina.',
    },
    shensu: {
      name: 'Shensu (Velocidad divina)',
      text: 'Puedes saltarte tus fases de juicio y de robo, o saltarte tu fase de juego y descartar una pieza de equipo; cada vez, usa un Matar contra cualquiera, sin importar la distancia.',
    },
    jushou: {
      name: 'Jushou (Resistir firme)',
      text: 'Al final de tu turno puedes robar 3 cartas y poner tu personaje boca abajo: tu siguiente turno se salta mientras vuelves a ponerlo boca arriba.',
    },
    qiangxi: {
      name: 'Qiangxi (Asalto)',
      text: 'Una vez por fase de juego, pierde 1 de salud o descarta un arma para hacer 1 de daño a un jugador dentro de tu alcance de ataque.',
    },
    quhu: {
      name: 'Quhu (Azuzar al tigre)',
      text: 'Una vez por fase de juego, haz un duelo de puntos con un jugador con más salud que tú. Si ganas, él hace 1 de daño a un jugador de tu elección dentro de su alcance; si no, te hace 1 de daño a ti.',
    },
    jieming: {
      name: 'Jieming (Integridad)',
      text: 'Por cada punto de daño que recibes, puedes hacer que un jugador robe hasta tener tantas cartas como su salud máxima (5 como mucho).',
    },
    rende: {
      name: 'Rende (Benevolencia)',
      text: 'En tu fase de juego, da cartas de tu mano a otros jugadores. En cuanto hayas dado dos o más en una fase de juego, recuperas 1 de salud.',
    },
    jijiang: {
      name: 'Jijiang (Alzar a los generales)',
      text: 'Habilidad de Señor. Cuando quieres o necesitas un Matar, puedes pedir a los demás personajes de Shu, por turno, que lo den por ti.',
    },
    wusheng: {
      name: 'Wusheng (Santo guerrero)',
      text: 'Puedes usar o jugar cualquier carta roja (de tu mano o tu equipo) como un Matar.',
    },
    paoxiao: {
      name: 'Paoxiao (Rugido)',
      text: 'Puedes usar cualquier número de Matar en tu fase de juego.',
    },
    guanxing: {
      name: 'Guanxing (Mirar las estrellas)',
      text: 'Al inicio de tu turno puedes mirar las cartas de arriba del mazo (tantas como jugadores vivos, 5 como mucho) y devolverlas arriba o abajo en el orden que quieras.',
    },
    kongcheng: {
      name: 'Kongcheng (Ciudad vacía)',
      text: 'Mientras no tengas cartas en la mano, no puedes ser objetivo de un Matar ni de un Duelo.',
    },
    longdan: {
      name: 'Longdan (Valor del dragón)',
      text: 'Puedes usar o jugar un Matar de tu mano como Esquivar, y un Esquivar como Matar.',
    },
    mashu: {
      name: 'Mashu (Equitación)',
      text: 'Cuentas un asiento menos para llegar a los demás jugadores, como si montaras un caballo −1.',
    },
    tieqi: {
      name: 'Tieqi (Caballería de hierro)',
      text: 'Cuando tu Matar apunta a un jugador, puedes hacer un juicio; si es rojo, no puede esquivar ese Matar.',
    },
    jizhi: {
      name: 'Jizhi (Sabiduría)',
      text: 'Cada vez que usas un truco que no es retardado, puedes robar una carta.',
    },
    qicai: { name: 'Qicai (Genio)', text: 'Tus trucos no tienen límite de distancia.' },
    liegong: {
      name: 'Liegong (Arco feroz)',
      text: 'En tu fase de juego, un objetivo de tu Matar que tenga al menos tantas cartas como tu salud, o no más que tu alcance de ataque, no puede esquivarlo (si así lo eliges).',
    },
    kuanggu: {
      name: 'Kuanggu (Huesos salvajes)',
      text: 'Cuando haces daño a un jugador a distancia 1 o menos, recuperas esa misma salud.',
    },
    lianhuan: {
      name: 'Lianhuan (Eslabones encadenados)',
      text: 'En tu fase de juego puedes usar un trébol de tu mano como Cadena de hierro, o ponerlo en el descarte para robar una carta.',
    },
    niepan: {
      name: 'Niepan (Nirvana)',
      text: 'Una vez por partida, cuando estás moribundo: descarta todas tus cartas, roba 3 y vuelve con 3 de salud (o tu máximo, si es menor).',
    },
    bazhen: {
      name: 'Bazhen (Formación de los ocho)',
      text: 'Mientras no lleves armadura, cuentas como si llevaras el Bagua (Ocho trigramas).',
    },
    huoji: {
      name: 'Huoji (Estratagema de fuego)',
      text: 'En tu fase de juego puedes usar una carta roja de tu mano como Ataque de fuego.',
    },
    kanpo: {
      name: 'Kanpo (Ver a través)',
      text: 'Puedes usar cualquier carta negra de tu mano como un Anular.',
    },
    zhiheng: {
      name: 'Zhiheng (Equilibrio de poder)',
      text: 'Una vez por fase de juego, descarta cuantas cartas quieras y roba otras tantas.',
    },
    jiuyuan: {
      name: 'Jiuyuan (Rescate)',
      text: 'Habilidad de Señor. Mientras estás moribundo, un Melocotón de otro personaje de Wu te devuelve 2 de salud en lugar de 1.',
    },
    qixi: {
      name: 'Qixi (Ataque por sorpresa)',
      text: 'En tu fase de juego puedes usar cualquier carta negra (de tu mano o tu equipo) como un Desmantelar.',
    },
    keji: {
      name: 'Keji (Autocontrol)',
      text: 'Si este turno no usaste ni jugaste ningún Matar, puedes saltarte tu fase de descarte.',
    },
    kurou: {
      name: 'Kurou (Autolesión)',
      text: 'En tu fase de juego, tantas veces como quieras: pierde 1 de salud y roba 2 cartas.',
    },
    yingzi: {
      name: 'Yingzi (Porte heroico)',
      text: 'Puedes robar una carta más en tu fase de robo.',
    },
    fanjian: {
      name: 'Fanjian (Sembrar cizaña)',
      text: 'Una vez por fase de juego, otro jugador nombra un palo y toma una carta de tu mano sin verla; si su palo no es el nombrado, le haces 1 de daño.',
    },
    guose: {
      name: 'Guose (Belleza nacional)',
      text: 'En tu fase de juego puedes usar cualquier diamante (de tu mano o tu equipo) como Indulgencia.',
    },
    liuli: {
      name: 'Liuli (Desviar)',
      text: 'Cuando un Matar te apunta, puedes descartar una carta para pasar el Matar a otro jugador dentro de tu alcance de ataque (no a quien lo usó).',
    },
    qianxun: {
      name: 'Qianxun (Modestia)',
      text: 'No puedes ser objetivo de un Hurtar ni de una Indulgencia.',
    },
    lianying: {
      name: 'Lianying (Campamentos continuos)',
      text: 'Cuando pierdes tu última carta de la mano, puedes robar una carta.',
    },
    jieyin: {
      name: 'Jieyin (Matrimonio)',
      text: 'Una vez por fase de juego, descarta dos cartas de la mano: tú y un personaje masculino herido recuperáis 1 de salud cada uno.',
    },
    xiaoji: {
      name: 'Xiaoji (Princesa guerrera)',
      text: 'Cada vez que pierdes una pieza de equipo, puedes robar 2 cartas.',
    },
    tianxiang: {
      name: 'Tianxiang (Aroma celestial)',
      text: 'Cuando fueras a recibir daño, puedes descartar un corazón de tu mano para mandar el daño a otro jugador; después, este roba una carta por cada punto de salud que le falte.',
    },
    hongyan: {
      name: 'Hongyan (Mejillas sonrosadas)',
      text: 'Tus picas cuentan como corazones, también una pica en tus juicios.',
    },
    buqu: {
      name: 'Buqu (Voluntad inquebrantable)',
      text: 'Con 0 de salud o menos puedes poner cartas del mazo boca arriba delante de ti, una por cada punto que falte por debajo de 1. Mientras ninguna pareja de ellas comparta número, no mueres.',
    },
    tianyi: {
      name: 'Tianyi (Justicia celestial)',
      text: 'Una vez por fase de juego, haz un duelo de puntos con otro jugador. Si ganas, este turno puedes usar un Matar más, ignorar la distancia y añadir un objetivo; si no, este turno no puedes usar Matar.',
    },
    jijiu: {
      name: 'Jijiu (Primeros auxilios)',
      text: 'Fuera de tu propio turno, puedes usar cualquier carta roja (de tu mano o tu equipo) como un Melocotón.',
    },
    qingnang: {
      name: 'Qingnang (Ungüento verde)',
      text: 'Una vez por fase de juego, descarta una carta de la mano para que un jugador herido (también tú) recupere 1 de salud.',
    },
    wushuang: {
      name: 'Wushuang (Sin par)',
      text: 'Para evitar tus Matar hacen falta dos Esquivar; en un Duelo contigo, tu rival debe jugar dos Matar cada vez.',
    },
    lijian: {
      name: 'Lijian (Sembrar discordia)',
      text: 'Una vez por fase de juego, descarta una carta y haz que un personaje masculino se bata en Duelo con otro; ese Duelo no se puede anular.',
    },
    biyue: {
      name: 'Biyue (Belleza que eclipsa la luna)',
      text: 'Al final de tu turno, puedes robar una carta.',
    },
    leiji: {
      name: 'Leiji (Golpe de rayo)',
      text: 'Después de usar o jugar un Esquivar, puedes hacer que cualquier jugador haga un juicio; si sale pica, le haces 2 de daño de trueno.',
    },
    guidao: {
      name: 'Guidao (Hechicería)',
      text: 'Cuando se destapa la carta de juicio de cualquiera, puedes cambiarla por una carta negra tuya y tomar la antigua carta de juicio.',
    },
    huangtian: {
      name: 'Huangtian (Cielo amarillo)',
      text: 'Habilidad de Señor. Una vez por fase de juego, cada uno de los demás personajes de Qun puede darte un Esquivar o un Rayo de su mano.',
    },
    luanji: {
      name: 'Luanji (Andanada caótica)',
      text: 'En tu fase de juego puedes usar dos cartas de la mano del mismo palo como una Lluvia de flechas.',
    },
    xueyi: {
      name: 'Xueyi (Linaje noble)',
      text: 'Habilidad de Señor. En tu fase de descarte puedes quedarte dos cartas más por cada otro personaje de Qun vivo.',
    },
    shuangxiong: {
      name: 'Shuangxiong (Héroes gemelos)',
      text: 'En lugar de robar puedes hacer un juicio y quedarte la carta; este turno cualquier carta de la mano del otro color se puede usar como Duelo.',
    },
    mengjin: {
      name: 'Mengjin (Avance feroz)',
      text: 'Cuando esquivan tu Matar, puedes descartar una de las cartas de ese jugador.',
    },
  },
  terms: {
    'role.lord': {
      name: 'Señor',
      text: 'Todos lo conocen desde el principio. Gana con los Leales cuando han muerto todos los Rebeldes y el Traidor; pierde en cuanto muere. Tiene 1 de salud extra con 5 jugadores o más.',
    },
    'role.loyalist': {
      name: 'Leal',
      text: 'En secreto del lado del Señor: gana cuando gana el Señor, vivo o muerto. Un Señor que mata a un Leal descarta todas sus cartas de la mano y del equipo.',
    },
    'role.rebel': {
      name: 'Rebelde',
      text: 'Gana, con los demás Rebeldes, cuando muere el Señor (salvo que entonces el Traidor sea el único que quede). Quien mata a un Rebelde roba 3 cartas.',
    },
    'role.spy': {
      name: 'Traidor',
      text: 'Gana solo si es el último jugador en pie, muriendo el Señor el último.',
    },
    'term.attackRange': {
      name: 'Alcance de ataque',
      text: 'Hasta dónde llegan tus Matar: 1, o el alcance de tu arma. Un jugador está a tu alcance cuando tu distancia a él es como mucho tu alcance de ataque.',
    },
    'term.distance': {
      name: 'Distancia',
      text: 'El número de asientos entre dos jugadores por el camino más corto, sin contar a los muertos, más 1 si el objetivo monta un caballo +1 y menos 1 si tú montas un caballo −1 (nunca menos de 1).',
    },
    'term.judgement': {
      name: 'Juicio',
      text: 'Se destapa la carta de arriba del mazo y su palo o color decide lo que pasa. Algunas habilidades pueden cambiarla.',
    },
    'term.dying': {
      name: 'Moribundo',
      text: 'Con 0 de salud o menos un jugador está moribundo: todos por turno, empezando por el jugador del turno, pueden salvarlo con un Melocotón. Si nadie lo salva, muere y se muestra su papel.',
    },
    'term.handLimit': {
      name: 'Límite de mano',
      text: 'En tu fase de descarte te quedas como mucho tantas cartas como tu salud y descartas el resto.',
    },
    'term.lordSkill': {
      name: 'Habilidad de Señor',
      text: 'Una habilidad que solo funciona cuando su personaje es el Señor.',
    },
    'term.pointFight': {
      name: 'Duelo de puntos',
      text: 'Dos jugadores eligen en secreto una carta de la mano cada uno y las enseñan a la vez; gana el número más alto (el As es 1, el Rey 13), y un empate es derrota para quien lo empezó.',
    },
    'term.wei': {
      name: 'Wei',
      text: 'Uno de los cuatro reinos. Algunas habilidades de Señor llaman a los personajes de su reino.',
    },
    'term.shu': {
      name: 'Shu',
      text: 'Uno de los cuatro reinos. Algunas habilidades de Señor llaman a los personajes de su reino.',
    },
    'term.wu': {
      name: 'Wu',
      text: 'Uno de los cuatro reinos. Algunas habilidades de Señor llaman a los personajes de su reino.',
    },
    'term.qun': {
      name: 'Qun',
      text: 'Los personajes sin reino (los señores de la guerra). Algunas habilidades de Señor los llaman.',
    },
  },
  kingdoms: { wei: 'Wei', shu: 'Shu', wu: 'Wu', qun: 'Qun' },
  generalText: (kingdom, maxHp, female, skills) =>
    `${kingdom}, ${maxHp} de salud, ${female ? 'mujer' : 'hombre'}. Habilidades: ${skills.join(', ')}.`,
  hiddenCard: 'una carta oculta',
};

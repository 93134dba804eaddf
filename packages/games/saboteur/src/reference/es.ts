import type { SaboteurWords } from './words';

/** Saboteur's reference in Spanish (buscador de oro, saboteador, carta de túnel, escalera, pepita). */
export const WORDS_ES: SaboteurWords = {
  tunnels: {
    'T-NESW': 'Cruce',
    'T-NES': 'Túnel de tres salidas, arriba–abajo con un ramal lateral',
    'T-NEW': 'Túnel de tres salidas, de lado a lado con un ramal arriba o abajo',
    'T-NS': 'Túnel recto, arriba–abajo',
    'T-EW': 'Túnel recto, de lado a lado',
    'T-NE': 'Curva, arriba–derecha o abajo–izquierda',
    'T-NW': 'Curva, arriba–izquierda o abajo–derecha',
    'D-NESW': 'Callejón sin salida, cuatro lados',
    'D-NES': 'Callejón sin salida, arriba–abajo y un lado',
    'D-NEW': 'Callejón sin salida, de lado a lado y arriba o abajo',
    'D-NS': 'Callejón sin salida, arriba y abajo',
    'D-EW': 'Callejón sin salida, izquierda y derecha',
    'D-NE': 'Callejón sin salida, esquina arriba–derecha o abajo–izquierda',
    'D-NW': 'Callejón sin salida, esquina arriba–izquierda o abajo–derecha',
    'D-N': 'Callejón sin salida, solo arriba o abajo',
    'D-E': 'Callejón sin salida, solo izquierda o derecha',
  },
  tunnelText:
    'Una carta de túnel. Colócala junto al laberinto de modo que cada lado que toque otra carta encaje (túnel con túnel, roca con roca) y que se una a la escalera por un túnel continuo. Se puede girar del revés, nunca de lado.',
  deadEndText:
    'Un callejón sin salida. Sus lados encajan como los de un túnel, pero nada pasa por él: corta el camino. Gíralo del revés si así encaja mejor.',
  entries: {
    'card.start': {
      name: 'Escalera (carta de inicio)',
      text: 'Donde empiezan todos los túneles. Está abierta por sus cuatro lados y nunca se puede quitar.',
    },
    'card.goalGold': {
      name: 'Oro (carta de destino)',
      text: 'Una de las tres cartas de destino esconde el tesoro. Cuando un túnel llega a ella, se da la vuelta y los buscadores de oro ganan la ronda.',
    },
    'card.goalCoal': {
      name: 'Carbón (carta de destino)',
      text: 'Dos de las tres cartas de destino son solo piedra. Cuando un túnel llega a una carta de carbón, se da la vuelta con su curva hacia ese túnel, y se puede seguir cavando a través de ella.',
    },
    'card.brokenPickaxe': {
      name: 'Pico roto',
      text: 'Ponlo delante de cualquier jugador, también de ti. Mientras tenga una herramienta rota, ese jugador no puede colocar cartas de túnel. Nadie tiene dos picos rotos.',
    },
    'card.brokenLantern': {
      name: 'Farol roto',
      text: 'Ponlo delante de cualquier jugador, también de ti. Mientras tenga una herramienta rota, ese jugador no puede colocar cartas de túnel. Nadie tiene dos faroles rotos.',
    },
    'card.brokenCart': {
      name: 'Vagoneta rota',
      text: 'Ponla delante de cualquier jugador, también de ti. Mientras tenga una herramienta rota, ese jugador no puede colocar cartas de túnel. Nadie tiene dos vagonetas rotas.',
    },
    'card.repairPickaxe': {
      name: 'Reparar pico',
      text: 'Repara el pico roto de un jugador (también el tuyo); las dos cartas van a la pila de descarte.',
    },
    'card.repairLantern': {
      name: 'Reparar farol',
      text: 'Repara el farol roto de un jugador (también el tuyo); las dos cartas van a la pila de descarte.',
    },
    'card.repairCart': {
      name: 'Reparar vagoneta',
      text: 'Repara la vagoneta rota de un jugador (también la tuya); las dos cartas van a la pila de descarte.',
    },
    'card.repairPickaxeLantern': {
      name: 'Reparar pico o farol',
      text: 'Repara una herramienta rota de un jugador: el pico o el farol, la que tú digas.',
    },
    'card.repairPickaxeCart': {
      name: 'Reparar pico o vagoneta',
      text: 'Repara una herramienta rota de un jugador: el pico o la vagoneta, la que tú digas.',
    },
    'card.repairLanternCart': {
      name: 'Reparar farol o vagoneta',
      text: 'Repara una herramienta rota de un jugador: el farol o la vagoneta, la que tú digas.',
    },
    'card.rockfall': {
      name: 'Derrumbe',
      text: 'Quita una carta de túnel del laberinto (nunca la escalera ni una carta de destino). Las cartas que queden aisladas se quedan, pero solo vuelven a contar como unidas cuando se rellena el hueco.',
    },
    'card.map': {
      name: 'Mapa',
      text: 'Mira en secreto una carta de destino boca abajo. Todos ven cuál has mirado; lo que digas de ella es cosa tuya.',
    },
    'card.nugget1': { name: 'Oro: 1 pepita', text: 'Vale 1 pepita al final de la partida.' },
    'card.nugget2': { name: 'Oro: 2 pepitas', text: 'Vale 2 pepitas al final de la partida.' },
    'card.nugget3': { name: 'Oro: 3 pepitas', text: 'Vale 3 pepitas al final de la partida.' },
    'role.goldDigger': {
      name: 'Buscador de oro',
      text: 'Quiere que un túnel llegue al oro. Si llega, los buscadores de oro se reparten las cartas de oro, y elige primero quien lo encontró.',
    },
    'role.saboteur': {
      name: 'Saboteador',
      text: 'Quiere en secreto que la excavación fracase. Si las cartas se acaban antes de llegar al oro, cada saboteador cobra: 4 pepitas si está solo, 3 cada uno si son dos o tres, 2 cada uno si son cuatro.',
    },
    'tool.pickaxe': {
      name: 'Pico',
      text: 'Una de tus tres herramientas. Si está roto, no puedes colocar cartas de túnel hasta que lo reparen.',
    },
    'tool.lantern': {
      name: 'Farol',
      text: 'Una de tus tres herramientas. Si está roto, no puedes colocar cartas de túnel hasta que lo reparen.',
    },
    'tool.cart': {
      name: 'Vagoneta',
      text: 'Una de tus tres herramientas. Si está rota, no puedes colocar cartas de túnel hasta que la reparen.',
    },
    'term.pass': {
      name: 'Pasar',
      text: 'En lugar de jugar, pon una carta boca abajo en la pila de descarte; nadie ve cuál. Un jugador sin cartas pasa sin descartar.',
    },
    'term.coordinates': {
      name: 'Posiciones en el laberinto',
      text: 'Una posición se escribe (columna,fila). La escalera está en (0,0); las cartas de destino están en (8,-2), (8,0) y (8,2). Las columnas crecen hacia los destinos y las filas hacia abajo.',
    },
  },
  roleCard: 'carta de rol',
  unknownCard: 'una carta desconocida',
};

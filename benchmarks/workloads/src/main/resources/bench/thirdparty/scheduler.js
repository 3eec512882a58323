/*
 * Guest program of bench.thirdparty.RhinoBench: a discrete-event simulation of a CPU scheduler,
 * a backtracking constraint solver and a tiny expression interpreter, written with prototypes
 * and closures. The host binds `scale`; the value of the last statement is the checksum.
 */

var MOD = 1000000007;

function mix(h, v) {
  return (h * 31 + (v % MOD) + MOD) % MOD;
}

function extend(Child, Parent, methods) {
  Child.prototype = Object.create(Parent.prototype);
  Child.prototype.constructor = Child;
  for (var name in methods) {
    Child.prototype[name] = methods[name];
  }
  return Child;
}

function Rng(seed) {
  this.state = seed | 0;
}
Rng.prototype.next = function () {
  var x = this.state;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  this.state = x | 0;
  return x >>> 0;
};
Rng.prototype.below = function (n) {
  return this.next() % n;
};

function Heap(less) {
  this.items = [];
  this.less = less;
}
Heap.prototype.size = function () {
  return this.items.length;
};
Heap.prototype.push = function (x) {
  this.items.push(x);
  this.up(this.items.length - 1);
};
Heap.prototype.pop = function () {
  var a = this.items, top = a[0], last = a.pop();
  if (a.length > 0) {
    a[0] = last;
    this.down(0);
  }
  return top;
};
Heap.prototype.up = function (i) {
  var a = this.items;
  while (i > 0) {
    var p = (i - 1) >> 1;
    if (!this.less(a[i], a[p])) break;
    this.swap(i, p);
    i = p;
  }
};
Heap.prototype.down = function (i) {
  var a = this.items, n = a.length;
  for (;;) {
    var l = 2 * i + 1, r = l + 1, m = i;
    if (l < n && this.less(a[l], a[m])) m = l;
    if (r < n && this.less(a[r], a[m])) m = r;
    if (m === i) return;
    this.swap(i, m);
    i = m;
  }
};
Heap.prototype.swap = function (i, j) {
  var a = this.items, t = a[i];
  a[i] = a[j];
  a[j] = t;
};

/* ---- scheduler simulation ---- */

function Task(id, work) {
  this.id = id;
  this.remaining = work;
  this.ran = 0;
}
Task.prototype.priority = function () { return this.remaining; };
Task.prototype.quantum = function (q) { return Math.min(q, this.remaining); };
Task.prototype.run = function (q, sim) {
  var t = this.quantum(q);
  this.remaining -= t;
  this.ran += t;
  return t;
};
Task.prototype.finished = function () { return this.remaining <= 0; };
Task.prototype.afterRun = function (sim) { sim.makeReady(this); };

var CpuTask = extend(function CpuTask(id, work) { Task.call(this, id, work); }, Task, {});

var IoTask = extend(function IoTask(id, work, wait) {
  Task.call(this, id, work);
  this.wait = wait;
}, Task, {
  quantum: function (q) { return Math.min(q >> 2 || 1, this.remaining); },
  afterRun: function (sim) { sim.schedule(new WakeEvent(sim.clock + this.wait, this)); }
});

var BatchTask = extend(function BatchTask(id, work) { Task.call(this, id, work); }, Task, {
  priority: function () { return this.remaining + 10000; },
  quantum: function (q) { return Math.min(q * 4, this.remaining); }
});

function Event(time) { this.time = time; }
Event.prototype.fire = function (sim) {};

var ArrivalEvent = extend(function ArrivalEvent(time, task) {
  Event.call(this, time);
  this.task = task;
}, Event, {
  fire: function (sim) { sim.makeReady(this.task); sim.arrived++; }
});

var WakeEvent = extend(function WakeEvent(time, task) {
  Event.call(this, time);
  this.task = task;
}, Event, {
  fire: function (sim) { sim.makeReady(this.task); }
});

var TickEvent = extend(function TickEvent(time, period) {
  Event.call(this, time);
  this.period = period;
}, Event, {
  fire: function (sim) {
    sim.ticks++;
    if (sim.pending() > 0) sim.schedule(new TickEvent(this.time + this.period, this.period));
  }
});

function Simulation(quantum) {
  var seq = 0;
  this.clock = 0;
  this.quantum = quantum;
  this.arrived = 0;
  this.ticks = 0;
  this.live = 0;
  this.hash = 0;
  this.events = new Heap(function (a, b) {
    return a.time < b.time || (a.time === b.time && a.seq < b.seq);
  });
  this.ready = new Heap(function (a, b) {
    var pa = a.priority(), pb = b.priority();
    return pa < pb || (pa === pb && a.id < b.id);
  });
  this.nextSeq = function () { return seq++; };
}
Simulation.prototype.schedule = function (event) {
  event.seq = this.nextSeq();
  this.events.push(event);
};
Simulation.prototype.pending = function () { return this.live; };
Simulation.prototype.makeReady = function (task) { this.ready.push(task); };
Simulation.prototype.submit = function (task, at) {
  this.live++;
  this.schedule(new ArrivalEvent(at, task));
};
Simulation.prototype.dispatch = function () {
  var task = this.ready.pop();
  this.clock += task.run(this.quantum, this);
  if (task.finished()) {
    this.live--;
    this.hash = mix(this.hash, task.id * 7919 + this.clock);
  } else {
    task.afterRun(this);
  }
};
Simulation.prototype.runUntilIdle = function () {
  while (this.events.size() > 0 || this.ready.size() > 0) {
    if (this.ready.size() === 0 && this.clock < this.events.items[0].time) {
      this.clock = this.events.items[0].time;
    }
    while (this.events.size() > 0 && this.events.items[0].time <= this.clock) {
      this.events.pop().fire(this);
    }
    if (this.ready.size() > 0) this.dispatch();
  }
  return mix(mix(this.hash, this.ticks), this.clock);
};

var taskKinds = [
  function (id, rng) { return new CpuTask(id, 5 + rng.below(60)); },
  function (id, rng) { return new CpuTask(id, 20 + rng.below(200)); },
  function (id, rng) { return new IoTask(id, 10 + rng.below(40), 3 + rng.below(30)); },
  function (id, rng) { return new BatchTask(id, 100 + rng.below(400)); }
];

function simulate(tasks, seed) {
  var rng = new Rng(seed), sim = new Simulation(8), at = 0;
  sim.schedule(new TickEvent(0, 50));
  for (var i = 0; i < tasks; i++) {
    at += rng.below(12);
    sim.submit(taskKinds[rng.below(taskKinds.length)](i, rng), at);
  }
  return sim.runUntilIdle();
}

/* ---- constraint solver ---- */

function Csp(size, domain) {
  this.size = size;
  this.domain = domain;
  this.constraints = [];
  for (var i = 0; i < size; i++) this.constraints.push([]);
  this.nodes = 0;
}
Csp.prototype.relate = function (x, y, ok) {
  this.constraints[x].push({ other: y, ok: ok });
  this.constraints[y].push({ other: x, ok: function (b, a) { return ok(a, b); } });
};
Csp.prototype.consistent = function (assign, v, value) {
  var list = this.constraints[v];
  for (var i = 0; i < list.length; i++) {
    var c = list[i], w = assign[c.other];
    if (w !== undefined && !c.ok(value, w)) return false;
  }
  return true;
};
Csp.prototype.pick = function (assign) {
  var best = -1, bestDegree = -1;
  for (var v = 0; v < this.size; v++) {
    if (assign[v] === undefined && this.constraints[v].length > bestDegree) {
      best = v;
      bestDegree = this.constraints[v].length;
    }
  }
  return best;
};
Csp.prototype.solve = function (assign, limit) {
  this.nodes++;
  var v = this.pick(assign);
  if (v < 0) return 1;
  var found = 0;
  for (var value = 0; value < this.domain && found < limit; value++) {
    if (this.consistent(assign, v, value)) {
      assign[v] = value;
      found += this.solve(assign, limit - found);
      assign[v] = undefined;
    }
  }
  return found;
};

function queens(n) {
  var csp = new Csp(n, n);
  for (var i = 0; i < n; i++) {
    for (var j = i + 1; j < n; j++) {
      (function (d) {
        csp.relate(i, j, function (a, b) { return a !== b && Math.abs(a - b) !== d; });
      })(j - i);
    }
  }
  var count = csp.solve([], 1 << 30);
  return mix(count, csp.nodes);
}

function coloring(vertices, edges, colors, seed) {
  var rng = new Rng(seed), csp = new Csp(vertices, colors);
  var differ = function (a, b) { return a !== b; };
  for (var e = 0; e < edges; e++) {
    var x = rng.below(vertices), y = rng.below(vertices);
    if (x !== y) csp.relate(x, y, differ);
  }
  var count = csp.solve([], 50);
  return mix(count, csp.nodes);
}

/* ---- expression interpreter ---- */

function Num(v) { this.v = v; }
Num.prototype.eval = function (env) { return this.v; };
function Var(i) { this.i = i; }
Var.prototype.eval = function (env) { return env[this.i]; };
function Bin(op, l, r) { this.op = op; this.l = l; this.r = r; }
Bin.prototype.eval = function (env) { return this.op(this.l.eval(env), this.r.eval(env)); };
function Cond(c, t, e) { this.c = c; this.t = t; this.e = e; }
Cond.prototype.eval = function (env) {
  return this.c.eval(env) > 0 ? this.t.eval(env) : this.e.eval(env);
};

var ops = [
  function (a, b) { return (a + b) % 65521; },
  function (a, b) { return (a - b) % 65521; },
  function (a, b) { return (a * b) % 65521; },
  function (a, b) { return a > b ? a : b; },
  function (a, b) { return (a ^ b) & 0xffff; }
];

function build(rng, depth) {
  if (depth === 0 || rng.below(10) < 2) {
    return rng.below(2) === 0 ? new Num(rng.below(100)) : new Var(rng.below(4));
  }
  if (rng.below(8) === 0) {
    return new Cond(build(rng, depth - 1), build(rng, depth - 1), build(rng, depth - 1));
  }
  return new Bin(ops[rng.below(ops.length)], build(rng, depth - 1), build(rng, depth - 1));
}

function interpret(trees, evals, seed) {
  var rng = new Rng(seed), h = 0;
  for (var t = 0; t < trees; t++) {
    var tree = build(rng, 7);
    for (var k = 0; k < evals; k++) {
      h = mix(h, tree.eval([k, t, k * t % 97, 13]));
    }
  }
  return h;
}

function main(scale) {
  var h = 0;
  for (var round = 0; round < scale; round++) {
    h = mix(h, simulate(20, 17 + round));
    h = mix(h, queens(5));
    h = mix(h, coloring(12, 24, 4, 99 + round));
    h = mix(h, interpret(2, 12, 5 + round));
  }
  return h;
}

main(scale);

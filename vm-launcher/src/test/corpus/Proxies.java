import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

/** java.lang.reflect.Proxy of guest interfaces with guest InvocationHandlers, including invokeDefault. */
public class Proxies {
    interface Calculator {
        int add(int a, int b);

        long mul(long a, long b);

        String name();

        default String describe() {
            return "Calculator " + name() + " 2+3=" + add(2, 3);
        }

        default int sumAll(int... xs) {
            int s = 0;
            for (int x : xs) {
                s = add(s, x);
            }
            return s;
        }
    }

    interface Greeter {
        String greet(String who);

        void fail(String why) throws Exception;
    }

    interface Store {
        void put(String key, Object value);

        Object get(String key);

        boolean contains(String key);

        double ratio();

        char initial();
    }

    static final class RealCalc implements Calculator {
        public int add(int a, int b) {
            return a + b;
        }

        public long mul(long a, long b) {
            return a * b;
        }

        public String name() {
            return "real";
        }
    }

    /** Logs every call, then delegates to a target or to the interface default. */
    static final class LoggingHandler implements InvocationHandler {
        final Object target;
        final List<String> log = new ArrayList<>();

        LoggingHandler(Object target) {
            this.target = target;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            log.add(method.getName() + (args == null ? "()" : Arrays.deepToString(args)));
            if (method.isDefault()) {
                return InvocationHandler.invokeDefault(proxy, method, args);
            }
            if (method.getDeclaringClass() == Object.class) {
                return switch (method.getName()) {
                    case "toString" -> "Proxy(" + target.getClass().getSimpleName() + ")";
                    case "hashCode" -> 4242;
                    case "equals" -> proxy == args[0];
                    default -> throw new AssertionError(method.getName());
                };
            }
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }

    /** A handler with no target: implements everything itself. */
    static final class MapHandler implements InvocationHandler {
        final TreeMap<String, Object> map = new TreeMap<>();

        @Override
        public Object invoke(Object proxy, Method m, Object[] a) {
            switch (m.getName()) {
                case "put":
                    map.put((String) a[0], a[1]);
                    return null;
                case "get":
                    return map.get((String) a[0]);
                case "contains":
                    return map.containsKey((String) a[0]);
                case "ratio":
                    return map.size() / 4.0;
                case "initial":
                    return map.isEmpty() ? '-' : map.firstKey().charAt(0);
                case "greet":
                    return "hi " + a[0] + " (map has " + map.size() + ")";
                case "fail":
                    throw new IllegalStateException("handler says " + a[0]);
                case "toString":
                    return "MapHandler" + map;
                case "hashCode":
                    return map.size();
                case "equals":
                    return proxy == a[0];
                default:
                    return null;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader cl = Proxies.class.getClassLoader();
        LoggingHandler lh = new LoggingHandler(new RealCalc());
        Calculator calc = (Calculator) Proxy.newProxyInstance(cl, new Class<?>[] {Calculator.class}, lh);
        System.out.println(calc.add(4, 5) + " " + calc.mul(1L << 20, 3) + " " + calc.name());
        System.out.println(calc.describe());
        System.out.println(calc.sumAll(1, 2, 3, 4));
        System.out.println(calc + " " + calc.hashCode() + " " + calc.equals(calc) + " " + calc.equals("x"));
        for (String entry : lh.log) {
            System.out.println("  log " + entry);
        }
        System.out.println("isProxyClass " + Proxy.isProxyClass(calc.getClass()) + " handler same "
                + (Proxy.getInvocationHandler(calc) == lh) + " instanceof " + (calc instanceof Calculator)
                + " RealCalc proxy? " + Proxy.isProxyClass(RealCalc.class));

        MapHandler mh = new MapHandler();
        Object multi = Proxy.newProxyInstance(cl, new Class<?>[] {Store.class, Greeter.class}, mh);
        Store store = (Store) multi;
        Greeter greeter = (Greeter) multi;
        System.out.println("initial " + store.initial() + " ratio " + store.ratio());
        store.put("beta", 2);
        store.put("alpha", "one");
        store.put("gamma", List.of(3));
        System.out.println(store.get("alpha") + " " + store.get("gamma") + " " + store.get("zeta") + " "
                + store.contains("beta") + " " + store.contains("zeta") + " initial " + store.initial()
                + " ratio " + store.ratio());
        System.out.println(greeter.greet("bob") + " | " + multi + " | hash " + multi.hashCode());
        try {
            greeter.fail("no");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
        } catch (Exception e) {
            System.out.println("wrong " + e);
        }

        // Checked exception declared by the interface passes through; an undeclared one is wrapped.
        Greeter thrower = (Greeter) Proxy.newProxyInstance(cl, new Class<?>[] {Greeter.class}, (p, m, a) -> {
            if (m.getName().equals("fail")) {
                throw new Exception("declared checked: " + a[0]);
            }
            throw new java.io.IOException("undeclared checked");
        });
        try {
            thrower.fail("x");
        } catch (Exception e) {
            System.out.println("fail -> " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            thrower.greet("y");
        } catch (java.lang.reflect.UndeclaredThrowableException e) {
            System.out.println("greet -> " + e.getClass().getName() + " cause " + e.getCause().getClass().getName()
                    + ": " + e.getCause().getMessage());
        }

        // A primitive-returning method whose handler returns null throws NPE.
        Calculator nulls = (Calculator) Proxy.newProxyInstance(cl, new Class<?>[] {Calculator.class},
                (p, m, a) -> m.isDefault() ? InvocationHandler.invokeDefault(p, m, a) : null);
        System.out.println("name -> " + nulls.name());
        try {
            nulls.add(1, 2);
        } catch (NullPointerException e) {
            System.out.println("add -> " + e.getClass().getName());
        }
        // Wrong return type from the handler.
        Calculator wrong = (Calculator) Proxy.newProxyInstance(cl, new Class<?>[] {Calculator.class},
                (p, m, a) -> "not an int");
        try {
            wrong.add(1, 2);
        } catch (ClassCastException e) {
            System.out.println("add -> " + e.getClass().getName());
        }
        System.out.println(Arrays.toString(calc.getClass().getInterfaces()));
    }
}

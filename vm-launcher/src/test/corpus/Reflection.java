import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** Reflection on guest classes: members, invocation, private access, annotations, generics, records. */
public class Reflection {
    enum Level {
        LOW, HIGH
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER})
    @interface Info {
        String value();

        int priority() default 5;

        Level level() default Level.LOW;

        String[] tags() default {};

        Class<?> type() default Object.class;
    }

    @Retention(RetentionPolicy.CLASS)
    @interface NotVisible {
    }

    @Info(value = "target class", tags = {"a", "b"}, level = Level.HIGH)
    static class Target1 extends Base implements Comparable<Target1> {
        @Info("counter field")
        private int count;
        public static final String CONST = "K";
        protected Map<String, List<Integer>> table;
        List<? extends Number> wild;
        volatile long vol;
        transient String[] names = {"x"};
        @NotVisible
        int plain;

        public Target1() {
            this(1);
        }

        private Target1(int count) {
            this.count = count;
        }

        @Info(value = "adder", priority = 9, type = Integer.class)
        public int add(int a, int b) {
            return a + b + count;
        }

        private String secret(String s) {
            return "secret(" + s + "," + count + ")";
        }

        static synchronized String stat(long l, double d) {
            return "stat " + l + " " + d;
        }

        public final void fail(@Info("param") String msg) {
            throw new IllegalStateException(msg);
        }

        public <T extends Comparable<T>> T max(List<T> items) {
            T best = null;
            for (T t : items) {
                if (best == null || t.compareTo(best) > 0) {
                    best = t;
                }
            }
            return best;
        }

        @Override
        public int compareTo(Target1 o) {
            return Integer.compare(count, o.count);
        }

        @Override
        String baseName() {
            return "Target1";
        }
    }

    abstract static class Base {
        protected String inherited = "inh";

        abstract String baseName();

        public String hello() {
            return "hello from " + baseName();
        }
    }

    record Rec(String name, int value, List<String> items) {
    }

    static class Outer {
        private int hidden = 3;

        class Inner {
            int peek() {
                return hidden;
            }
        }
    }

    static String typeName(Type t) {
        return t.getTypeName();
    }

    public static void main(String[] args) throws Exception {
        Class<Target1> c = Target1.class;
        System.out.println(c.getName() + " simple=" + c.getSimpleName() + " super=" + c.getSuperclass().getSimpleName()
                + " interfaces=" + Arrays.toString(c.getInterfaces()) + " generic interfaces="
                + Arrays.toString(c.getGenericInterfaces()));
        System.out.println("modifiers " + Modifier.toString(c.getModifiers()) + " | Base "
                + Modifier.toString(Base.class.getModifiers()) + " abstract=" + Modifier.isAbstract(Base.class.getModifiers()));

        Method[] methods = c.getDeclaredMethods(); // in no particular order: HotSpot's depends on its symbol table
        Arrays.sort(methods, Comparator.comparing(Method::getName).thenComparing(m -> m.getParameterCount())
                .thenComparing(m -> Arrays.toString(m.getParameterTypes())));
        for (Method m : methods) {
            System.out.println("method " + m.getName() + " " + Modifier.toString(m.getModifiers()) + " returns "
                    + m.getReturnType().getSimpleName() + " params " + Arrays.toString(m.getParameterTypes())
                    + " bridge=" + m.isBridge() + " synthetic=" + m.isSynthetic());
        }
        Field[] fields = c.getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field f : fields) {
            System.out.println("field " + f.getName() + " : " + f.getType().getSimpleName() + " generic "
                    + typeName(f.getGenericType()) + " mods [" + Modifier.toString(f.getModifiers()) + "]");
        }
        Constructor<?>[] ctors = c.getDeclaredConstructors();
        Arrays.sort(ctors, Comparator.comparing(k -> k.getParameterCount()));
        for (Constructor<?> k : ctors) {
            System.out.println("ctor " + Modifier.toString(k.getModifiers()) + " " + Arrays.toString(k.getParameterTypes()));
        }

        // Invocation.
        Target1 t = c.getConstructor().newInstance();
        Method add = c.getMethod("add", int.class, int.class);
        System.out.println("add -> " + add.invoke(t, 2, 3));
        Constructor<Target1> priv = c.getDeclaredConstructor(int.class);
        priv.setAccessible(true);
        Target1 t10 = priv.newInstance(10);
        System.out.println("add(10) -> " + add.invoke(t10, 2, 3));
        Method secret = c.getDeclaredMethod("secret", String.class);
        secret.setAccessible(true);
        System.out.println(secret.invoke(t10, "s"));
        Method stat = c.getDeclaredMethod("stat", long.class, double.class);
        System.out.println(stat.invoke(null, 5L, 0.5));
        Method hello = c.getMethod("hello");
        System.out.println(hello.invoke(t) + " declared in " + hello.getDeclaringClass().getSimpleName());
        try {
            c.getMethod("fail", String.class).invoke(t, "reflective failure");
        } catch (InvocationTargetException e) {
            System.out.println("ITE cause " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }
        try {
            add.invoke(t, "x", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE on bad argument: " + e.getClass().getName());
        }
        try {
            c.getMethod("secret", String.class);
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        Method max = c.getMethod("max", List.class);
        System.out.println("max -> " + max.invoke(t, List.of("pear", "zoo", "apple")) + " generic return "
                + max.getGenericReturnType() + " params " + Arrays.toString(max.getGenericParameterTypes())
                + " typevars " + Arrays.toString(max.getTypeParameters()) + " bounds "
                + Arrays.toString(max.getTypeParameters()[0].getBounds()));

        // Private field read/write.
        Field count = c.getDeclaredField("count");
        count.setAccessible(true);
        System.out.println("count=" + count.getInt(t10) + " via get " + count.get(t10));
        count.setInt(t10, 77);
        System.out.println("after set: add -> " + add.invoke(t10, 0, 0));
        count.set(t10, 5);
        System.out.println("after set(Object): " + count.getInt(t10));
        Field inh = Base.class.getDeclaredField("inherited");
        inh.set(t, "changed");
        System.out.println("inherited=" + t.inherited + " CONST=" + c.getField("CONST").get(null));
        Field names = c.getDeclaredField("names");
        Object arr = names.get(t);
        System.out.println("array field len " + Array.getLength(arr) + " [0]=" + Array.get(arr, 0));
        Object created = Array.newInstance(int.class, 3);
        Array.setInt(created, 1, 9);
        System.out.println("created " + Arrays.toString((int[]) created));

        ParameterizedType pt = (ParameterizedType) c.getDeclaredField("table").getGenericType();
        System.out.println("raw " + pt.getRawType().getTypeName() + " args " + Arrays.toString(pt.getActualTypeArguments()));

        // Annotations.
        Info ci = c.getAnnotation(Info.class);
        System.out.println("class @Info value=" + ci.value() + " priority=" + ci.priority() + " level=" + ci.level()
                + " tags=" + Arrays.toString(ci.tags()) + " type=" + ci.type().getSimpleName()
                + " annotationType=" + ci.annotationType().getSimpleName());
        Info mi = add.getAnnotation(Info.class);
        System.out.println("method @Info value=" + mi.value() + " priority=" + mi.priority() + " level=" + mi.level()
                + " type=" + mi.type().getSimpleName());
        Info fi = count.getAnnotation(Info.class);
        System.out.println("field @Info " + fi.value() + " / plain annotations "
                + c.getDeclaredField("plain").getAnnotations().length + " / hello annotated "
                + hello.isAnnotationPresent(Info.class));
        Info pi = (Info) c.getMethod("fail", String.class).getParameterAnnotations()[0][0];
        System.out.println("param @Info " + pi.value() + " equal to self " + pi.equals(pi) + " same as class "
                + pi.equals(ci));

        // Records.
        System.out.println("record " + Rec.class.isRecord() + " " + c.isRecord());
        Rec rec = new Rec("r", 4, List.of("i"));
        for (RecordComponent rc : Rec.class.getRecordComponents()) {
            System.out.println("component " + rc.getName() + " : " + rc.getType().getSimpleName() + " generic "
                    + rc.getGenericType() + " = " + rc.getAccessor().invoke(rec));
        }
        Constructor<Rec> canon = Rec.class.getDeclaredConstructor(String.class, int.class, List.class);
        System.out.println("canonical -> " + canon.newInstance("n", 1, List.of()));

        // Nest mates.
        System.out.println("nest host of Inner " + Outer.Inner.class.getNestHost().getName() + " | Inner nestmate of Outer "
                + Outer.Inner.class.isNestmateOf(Outer.class) + " | Target1 nestmate of Rec "
                + Target1.class.isNestmateOf(Rec.class) + " | String nestmate of Reflection "
                + String.class.isNestmateOf(Reflection.class));
        System.out.println("peek " + new Outer().new Inner().peek());
        Class<?>[] declared = Reflection.class.getDeclaredClasses();
        Arrays.sort(declared, Comparator.comparing(Class::getName));
        StringBuilder sb = new StringBuilder();
        for (Class<?> k : declared) {
            sb.append(k.getSimpleName()).append(k.isInterface() ? "(i)" : "").append(k.isEnum() ? "(e)" : "")
                    .append(k.isAnnotation() ? "(a)" : "").append(' ');
        }
        System.out.println("declared classes " + sb.toString().trim());
        System.out.println("enum via reflection " + Arrays.toString(Level.class.getEnumConstants()) + " "
                + Level.class.getMethod("valueOf", String.class).invoke(null, "HIGH"));
        System.out.println("isInstance " + Base.class.isInstance(t) + " isAssignableFrom "
                + Base.class.isAssignableFrom(c) + " " + c.isAssignableFrom(Base.class) + " "
                + Comparable.class.isAssignableFrom(c));
    }
}
